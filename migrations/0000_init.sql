CREATE TABLE `assets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`owner_id` integer,
	`bucket` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assets_name_unique` ON `assets` (`name`);--> statement-breakpoint
CREATE INDEX `assets_owner_idx` ON `assets` (`owner_id`);--> statement-breakpoint
CREATE TABLE `codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` integer NOT NULL,
	`code_hash` text NOT NULL,
	`token_hash` text,
	`target` text,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `codes_user_type_idx` ON `codes` (`user_id`,`type`);--> statement-breakpoint
CREATE UNIQUE INDEX `codes_token_unique` ON `codes` (`token_hash`);--> statement-breakpoint
CREATE TABLE `contact_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`source` text,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_requests_created_idx` ON `contact_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`discount` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `interviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`interviewer_id` integer NOT NULL,
	`interviewee_id` integer NOT NULL,
	`start` integer NOT NULL,
	`level` integer,
	`status` integer DEFAULT 1 NOT NULL,
	`canceled` integer DEFAULT false NOT NULL,
	`signer_id` integer,
	`signed_at` integer,
	`feedback` text,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`interviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interviewee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`signer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `interviews_interviewer_start_idx` ON `interviews` (`interviewer_id`,`start`);--> statement-breakpoint
CREATE INDEX `interviews_interviewee_idx` ON `interviews` (`interviewee_id`,`start`);--> statement-breakpoint
CREATE INDEX `interviews_signer_idx` ON `interviews` (`signer_id`);--> statement-breakpoint
CREATE INDEX `interviews_status_start_idx` ON `interviews` (`status`,`start`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`plan_id` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invites_email_idx` ON `invites` (`email`);--> statement-breakpoint
CREATE INDEX `invites_plan_idx` ON `invites` (`plan_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`receiver` text,
	`bank` text,
	`phone` text,
	`account` text,
	`username` text,
	`note` text,
	`receipt` text,
	`status` text NOT NULL,
	`addressed_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`addressed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoices_user_status_idx` ON `invoices` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_addressed_by_idx` ON `invoices` (`addressed_by`);--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tutor_id` integer NOT NULL,
	`student_id` integer NOT NULL,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`price` integer NOT NULL,
	`canceled_at` integer,
	`canceled_by` integer,
	`rebooked_from` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`canceled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lessons_tutor_start_idx` ON `lessons` (`tutor_id`,`start`);--> statement-breakpoint
CREATE INDEX `lessons_student_start_idx` ON `lessons` (`student_id`,`start`);--> statement-breakpoint
CREATE INDEX `lessons_start_idx` ON `lessons` (`start`);--> statement-breakpoint
CREATE INDEX `lessons_canceled_by_idx` ON `lessons` (`canceled_by`);--> statement-breakpoint
CREATE INDEX `lessons_rebooked_from_idx` ON `lessons` (`rebooked_from`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`text` text NOT NULL,
	`ref_id` text,
	`edited_at` integer,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_room_id_idx` ON `messages` (`room_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_pending_idx` ON `outbox` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alias` text NOT NULL,
	`weekly_minutes` integer NOT NULL,
	`full_month_price` integer NOT NULL,
	`full_month_discount` integer DEFAULT 0 NOT NULL,
	`full_quarter_price` integer NOT NULL,
	`full_quarter_discount` integer DEFAULT 0 NOT NULL,
	`half_year_price` integer NOT NULL,
	`half_year_discount` integer DEFAULT 0 NOT NULL,
	`full_year_price` integer NOT NULL,
	`full_year_discount` integer DEFAULT 0 NOT NULL,
	`for_invites_only` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rater_id` integer NOT NULL,
	`ratee_id` integer NOT NULL,
	`value` integer NOT NULL,
	`text` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`rater_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ratee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_pair_unique` ON `ratings` (`rater_id`,`ratee_id`);--> statement-breakpoint
CREATE INDEX `ratings_ratee_idx` ON `ratings` (`ratee_id`);--> statement-breakpoint
CREATE TABLE `report_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `report_replies_report_idx` ON `report_replies` (`report_id`);--> statement-breakpoint
CREATE INDEX `report_replies_author_idx` ON `report_replies` (`author_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer NOT NULL,
	`reported_id` integer,
	`lesson_id` integer,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reported_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reports_reporter_idx` ON `reports` (`reporter_id`);--> statement-breakpoint
CREATE INDEX `reports_reported_idx` ON `reports` (`reported_id`);--> statement-breakpoint
CREATE INDEX `reports_lesson_idx` ON `reports` (`lesson_id`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`);--> statement-breakpoint
CREATE TABLE `room_members` (
	`room_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`muted` integer DEFAULT false NOT NULL,
	`last_read_message_id` integer,
	PRIMARY KEY(`room_id`, `user_id`),
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `room_members_user_idx` ON `room_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pair_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_message_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rooms_pair_key_unique` ON `rooms` (`pair_key`);--> statement-breakpoint
CREATE INDEX `rooms_last_message_idx` ON `rooms` (`last_message_at`);--> statement-breakpoint
CREATE TABLE `schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tutor_id` integer NOT NULL,
	`title` text NOT NULL,
	`weekdays` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`time_zone` text DEFAULT 'Africa/Cairo' NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedules_tutor_idx` ON `schedules` (`tutor_id`,`valid_from`);--> statement-breakpoint
CREATE TABLE `sent_reminders` (
	`lesson_id` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`lesson_id`, `kind`),
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `session_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lesson_id` integer,
	`interview_id` integer,
	`user_id` integer NOT NULL,
	`event` integer NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `session_events_lesson_idx` ON `session_events` (`lesson_id`);--> statement-breakpoint
CREATE INDEX `session_events_interview_idx` ON `session_events` (`interview_id`);--> statement-breakpoint
CREATE INDEX `session_events_user_idx` ON `session_events` (`user_id`);--> statement-breakpoint
CREATE TABLE `slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tutor_id` integer NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `slots_tutor_start_idx` ON `slots` (`tutor_id`,`start`);--> statement-breakpoint
CREATE TABLE `student_cells` (
	`student_id` integer NOT NULL,
	`cell` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	PRIMARY KEY(`student_id`, `cell`),
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `student_cells_lesson_idx` ON `student_cells` (`lesson_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`period` integer NOT NULL,
	`start` integer NOT NULL,
	`end` integer NOT NULL,
	`transaction_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_student_end_idx` ON `subscriptions` (`student_id`,`end`);--> statement-breakpoint
CREATE INDEX `subscriptions_plan_idx` ON `subscriptions` (`plan_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_transaction_unique` ON `subscriptions` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `topics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_ar` text NOT NULL,
	`name_en` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`period` integer NOT NULL,
	`merchant_ref_num` text NOT NULL,
	`fawry_ref_number` text,
	`amount` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`coupon_id` integer,
	`method` integer NOT NULL,
	`status` integer NOT NULL,
	`raw` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_merchant_ref_num_unique` ON `transactions` (`merchant_ref_num`);--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_plan_idx` ON `transactions` (`plan_id`);--> statement-breakpoint
CREATE INDEX `transactions_coupon_idx` ON `transactions` (`coupon_id`);--> statement-breakpoint
CREATE TABLE `tutor_cells` (
	`tutor_id` integer NOT NULL,
	`cell` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	PRIMARY KEY(`tutor_id`, `cell`),
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tutor_cells_lesson_idx` ON `tutor_cells` (`lesson_id`);--> statement-breakpoint
CREATE TABLE `tutor_topics` (
	`tutor_id` integer NOT NULL,
	`topic_id` integer NOT NULL,
	PRIMARY KEY(`tutor_id`, `topic_id`),
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`topic_id`) REFERENCES `topics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tutor_topics_topic_idx` ON `tutor_topics` (`topic_id`);--> statement-breakpoint
CREATE TABLE `tutors` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`video` text,
	`thumbnail` text,
	`activated` integer DEFAULT false NOT NULL,
	`activated_by` integer,
	`notice_minutes` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tutors_activated_idx` ON `tutors` (`activated`);--> statement-breakpoint
CREATE INDEX `tutors_activated_by_idx` ON `tutors` (`activated_by`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password` text,
	`credit_score` integer DEFAULT 0 NOT NULL,
	`birth_year` integer,
	`gender` text,
	`image` text,
	`verified` integer DEFAULT false NOT NULL,
	`phone` text,
	`phone_verified` integer DEFAULT false NOT NULL,
	`city` integer,
	`role` integer NOT NULL,
	`notifications` text,
	`deactivated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `withdraw_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`min` integer NOT NULL,
	`max` integer NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdraw_methods_type_unique` ON `withdraw_methods` (`type`);