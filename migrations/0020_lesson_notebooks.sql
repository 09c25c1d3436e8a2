-- A lesson's shared notebook (decision 049): the Yjs document's state as one update, saved by its room after edits
-- settle and loaded when the room starts; `text` is the same document as plain text, for the recap to read without Yjs.
CREATE TABLE `lesson_notebooks` (
	`lesson_id` integer PRIMARY KEY NOT NULL,
	`state` blob NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
