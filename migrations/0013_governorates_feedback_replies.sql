-- Egypt has 27 governorates; three cities were listed as if they were one: Menouf (28) is in Monufia (27), Helwan (29)
-- in Cairo (1), Giza city (30) in Giza (3).
UPDATE `users` SET `city` = CASE `city` WHEN 28 THEN 27 WHEN 29 THEN 1 WHEN 30 THEN 3 END WHERE `city` IN (28, 29, 30);
--> statement-breakpoint
ALTER TABLE `feedback` ADD `reply` text;
--> statement-breakpoint
ALTER TABLE `feedback` ADD `replied_by` integer REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE `feedback` ADD `replied_at` integer;
--> statement-breakpoint
ALTER TABLE `feedback` ADD `handled_at` integer;
--> statement-breakpoint
CREATE INDEX `feedback_replied_by_idx` ON `feedback` (`replied_by`);
