-- The tutor index also holds the student, so a card's students-taught count reads no lesson row (decision 040).
DROP INDEX `lessons_tutor_live_idx`;--> statement-breakpoint
CREATE INDEX `lessons_tutor_live_idx` ON `lessons` (`tutor_id`,`canceled_at`,`start`,`duration`,`student_id`);
