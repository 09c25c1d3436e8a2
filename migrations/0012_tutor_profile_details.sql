ALTER TABLE `tutors` ADD `name_ar` text;
--> statement-breakpoint
ALTER TABLE `tutors` ADD `name_latin` text;
--> statement-breakpoint
ALTER TABLE `tutors` ADD `languages` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `tutors` ADD `years_teaching` integer;
--> statement-breakpoint
ALTER TABLE `tutors` ADD `certificates` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `tutors` ADD `activated_at` integer;
--> statement-breakpoint
UPDATE `tutors` SET `activated_at` = coalesce((SELECT max(`signed_at`) FROM `interviews` WHERE `interviewee_id` = `tutors`.`user_id` AND `status` = 2 AND `signed_at` IS NOT NULL), `created_at`) WHERE `activated` = 1;
