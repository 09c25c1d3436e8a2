-- A student's deck of new words (decision 041): one card per word mark of their lessons, made at its first review;
-- its FSRS memory state and next due time. `version` moves with every applied review (optimistic concurrency).
CREATE TABLE `deck_cards` (
	`mark_id` integer PRIMARY KEY NOT NULL,
	`student_id` integer NOT NULL,
	`due` integer NOT NULL,
	`stability` real NOT NULL,
	`difficulty` real NOT NULL,
	`elapsed_days` integer NOT NULL,
	`scheduled_days` integer NOT NULL,
	`learning_steps` integer NOT NULL,
	`reps` integer NOT NULL,
	`lapses` integer NOT NULL,
	`state` integer NOT NULL,
	`last_review` integer,
	`version` integer NOT NULL,
	FOREIGN KEY (`mark_id`) REFERENCES `lesson_marks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deck_cards_student_due_idx` ON `deck_cards` (`student_id`,`due`);
--> statement-breakpoint
-- Every applied review under the id the student's device made for it, so a replayed or re-synced review is applied once.
-- No key to the mark: the practice history (streak) outlives a word its tutor deleted.
CREATE TABLE `deck_reviews` (
	`student_id` integer NOT NULL,
	`id` text NOT NULL,
	`mark_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`reviewed_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`card_version` integer NOT NULL,
	`due` integer NOT NULL,
	PRIMARY KEY(`student_id`, `id`),
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deck_reviews_student_time_idx` ON `deck_reviews` (`student_id`,`reviewed_at`);
