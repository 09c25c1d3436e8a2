CREATE TABLE `session_meetings` (
	`session_id` text PRIMARY KEY NOT NULL,
	`meeting_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_session_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`event` integer NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_session_events`("id", "session_id", "user_id", "event", "at") SELECT "id", CASE WHEN "lesson_id" IS NOT NULL THEN 'lesson-' || "lesson_id" ELSE 'interview-' || "interview_id" END, "user_id", "event", "at" FROM `session_events`;--> statement-breakpoint
DROP TABLE `session_events`;--> statement-breakpoint
ALTER TABLE `__new_session_events` RENAME TO `session_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `session_events_session_idx` ON `session_events` (`session_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `session_events_user_idx` ON `session_events` (`user_id`);