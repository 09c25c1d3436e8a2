-- Full-text search over onboarded tutors (decision 031): one row per tutor (rowid = user id), every column already
-- normalised by core's search normaliser, which SQL cannot run, so the services write the rows, never triggers.
-- `name_keys` holds the sound key of each word of the name (names across scripts); `extras` those of topic and bio words
-- and Arabic words without their article.
CREATE VIRTUAL TABLE `tutor_search` USING fts5(`name`, `topics`, `bio`, `about`, `name_keys`, `extras`, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
-- Its vocabulary by column, read for "did you mean" on a search with no result.
CREATE VIRTUAL TABLE `tutor_search_terms` USING fts5vocab(`tutor_search`, 'col');
