CREATE TABLE `lesson_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lesson_id` integer NOT NULL,
	`tutor_id` integer NOT NULL,
	`student_id` integer NOT NULL,
	`start` integer NOT NULL,
	`duration` integer NOT NULL,
	`message` text,
	`status` text DEFAULT 'open' NOT NULL,
	`moved_to` integer,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tutor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`moved_to`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lesson_proposals_lesson_idx` ON `lesson_proposals` (`lesson_id`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `lesson_proposals_open_unique` ON `lesson_proposals` (`lesson_id`) WHERE "lesson_proposals"."status" = 'open';
--> statement-breakpoint
CREATE INDEX `lesson_proposals_tutor_idx` ON `lesson_proposals` (`tutor_id`);
--> statement-breakpoint
CREATE INDEX `lesson_proposals_student_idx` ON `lesson_proposals` (`student_id`);
--> statement-breakpoint
CREATE INDEX `lesson_proposals_moved_to_idx` ON `lesson_proposals` (`moved_to`);
