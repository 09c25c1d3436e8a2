-- Each tutor's lessons not cancelled (past and future) and ratings, kept by triggers in the transaction of every write
-- to lessons and ratings, so the list sorts and shows cards without counting them per tutor (decision 051).
ALTER TABLE `tutors` ADD `live_lessons` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tutors` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tutors` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `tutors` SET
  `live_lessons` = (SELECT count(*) FROM `lessons` l WHERE l.`tutor_id` = `tutors`.`user_id` AND l.`canceled_at` IS NULL),
  `rating_count` = (SELECT count(*) FROM `ratings` r WHERE r.`ratee_id` = `tutors`.`user_id`),
  `rating_sum` = (SELECT coalesce(sum(r.`value`), 0) FROM `ratings` r WHERE r.`ratee_id` = `tutors`.`user_id`);--> statement-breakpoint
CREATE TRIGGER `lessons_count_insert` AFTER INSERT ON `lessons` WHEN new.`canceled_at` IS NULL BEGIN
  UPDATE `tutors` SET `live_lessons` = `live_lessons` + 1 WHERE `user_id` = new.`tutor_id`;
END;--> statement-breakpoint
CREATE TRIGGER `lessons_count_update` AFTER UPDATE OF `canceled_at`, `tutor_id` ON `lessons`
  WHEN (old.`canceled_at` IS NULL) != (new.`canceled_at` IS NULL) OR old.`tutor_id` != new.`tutor_id` BEGIN
  UPDATE `tutors` SET `live_lessons` = `live_lessons` - 1 WHERE `user_id` = old.`tutor_id` AND old.`canceled_at` IS NULL;
  UPDATE `tutors` SET `live_lessons` = `live_lessons` + 1 WHERE `user_id` = new.`tutor_id` AND new.`canceled_at` IS NULL;
END;--> statement-breakpoint
CREATE TRIGGER `lessons_count_delete` AFTER DELETE ON `lessons` WHEN old.`canceled_at` IS NULL BEGIN
  UPDATE `tutors` SET `live_lessons` = `live_lessons` - 1 WHERE `user_id` = old.`tutor_id`;
END;--> statement-breakpoint
CREATE TRIGGER `ratings_count_insert` AFTER INSERT ON `ratings` BEGIN
  UPDATE `tutors` SET `rating_count` = `rating_count` + 1, `rating_sum` = `rating_sum` + new.`value` WHERE `user_id` = new.`ratee_id`;
END;--> statement-breakpoint
CREATE TRIGGER `ratings_count_update` AFTER UPDATE OF `value`, `ratee_id` ON `ratings` BEGIN
  UPDATE `tutors` SET `rating_count` = `rating_count` - 1, `rating_sum` = `rating_sum` - old.`value` WHERE `user_id` = old.`ratee_id`;
  UPDATE `tutors` SET `rating_count` = `rating_count` + 1, `rating_sum` = `rating_sum` + new.`value` WHERE `user_id` = new.`ratee_id`;
END;--> statement-breakpoint
CREATE TRIGGER `ratings_count_delete` AFTER DELETE ON `ratings` BEGIN
  UPDATE `tutors` SET `rating_count` = `rating_count` - 1, `rating_sum` = `rating_sum` - old.`value` WHERE `user_id` = old.`ratee_id`;
END;--> statement-breakpoint
CREATE TRIGGER `tutors_counts_insert` AFTER INSERT ON `tutors` BEGIN
  UPDATE `tutors` SET
    `live_lessons` = (SELECT count(*) FROM `lessons` l WHERE l.`tutor_id` = new.`user_id` AND l.`canceled_at` IS NULL),
    `rating_count` = (SELECT count(*) FROM `ratings` r WHERE r.`ratee_id` = new.`user_id`),
    `rating_sum` = (SELECT coalesce(sum(r.`value`), 0) FROM `ratings` r WHERE r.`ratee_id` = new.`user_id`)
  WHERE `user_id` = new.`user_id`;
END;
