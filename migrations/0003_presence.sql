CREATE TABLE `presence` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`online` integer DEFAULT false NOT NULL,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
