ALTER TABLE `sign_ins` ADD `rotated_at` integer;
