ALTER TABLE `plans` ADD `name_ar` text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE `plans` SET `name_ar` = CASE `alias` WHEN 'Beginning' THEN 'المبتدئ' WHEN 'Advanced' THEN 'المتقدم' WHEN 'Professional' THEN 'الاحترافي' ELSE `alias` END WHERE `name_ar` = '';
