CREATE TABLE `sign_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`generation` integer DEFAULT 1 NOT NULL,
	`browser` text,
	`os` text,
	`ip` text,
	`area` text,
	`started_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_ins_user_idx` ON `sign_ins` (`user_id`,`ended_at`);