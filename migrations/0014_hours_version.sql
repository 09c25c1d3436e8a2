-- A host's weekly hours and time off are rewritten as merged rows; this token changes with every rewrite so two
-- concurrent changes cannot both apply over the same reading (the later one re-reads and merges again).
ALTER TABLE `tutors` ADD `hours_version` integer DEFAULT 0 NOT NULL;
