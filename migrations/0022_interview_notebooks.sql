-- An interview's shared notebook (decision 055): the same Yjs state and plain text as a lesson's (0020), in a table of
-- its own so each keeps a foreign key that deletes it with its lesson or interview.
CREATE TABLE `interview_notebooks` (
	`interview_id` integer PRIMARY KEY NOT NULL,
	`state` blob NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `interviews`(`id`) ON UPDATE no action ON DELETE cascade
);
