-- What a tutor marks for the student to take away from a lesson (decision 038): a new word (text = the English word,
-- detail = its Arabic meaning, example), a correction (text = what was said, detail = what to say) or homework
-- (text = the task, due = a YYYY-MM-DD day, done_at = when the student marked it done).
CREATE TABLE `lesson_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lesson_id` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`detail` text,
	`example` text,
	`due` text,
	`done_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lesson_marks_lesson_idx` ON `lesson_marks` (`lesson_id`,`id`);
--> statement-breakpoint
-- A lesson's recap told to its student, claimed before telling so a repeated or concurrent cron tells once.
CREATE TABLE `recaps_told` (
	`lesson_id` integer PRIMARY KEY NOT NULL,
	`told_at` integer NOT NULL,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
