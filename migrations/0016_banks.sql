-- Banks a tutor can withdraw to: a list admins extend, rename and hide (hidden banks stay readable on old withdrawals).
CREATE TABLE `banks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name_ar` text NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banks_code_unique` ON `banks` (`code`);
--> statement-breakpoint
CREATE UNIQUE INDEX `banks_name_ar_unique` ON `banks` (`name_ar`);
--> statement-breakpoint
-- Egypt's main banks; cib and alex keep the codes withdrawals already carry.
INSERT INTO `banks` (`code`, `name_ar`, `created_at`, `updated_at`) VALUES
	('nbe', 'البنك الأهلي المصري', 1796100000000, 1796100000000),
	('misr', 'بنك مصر', 1796100000000, 1796100000000),
	('cib', 'البنك التجاري الدولي (CIB)', 1796100000000, 1796100000000),
	('qnb', 'بنك QNB الأهلي', 1796100000000, 1796100000000),
	('banque-du-caire', 'بنك القاهرة', 1796100000000, 1796100000000),
	('alex', 'بنك الإسكندرية', 1796100000000, 1796100000000),
	('aaib', 'البنك العربي الأفريقي الدولي', 1796100000000, 1796100000000),
	('hsbc', 'بنك HSBC مصر', 1796100000000, 1796100000000),
	('faisal', 'بنك فيصل الإسلامي المصري', 1796100000000, 1796100000000),
	('adib', 'مصرف أبوظبي الإسلامي – مصر', 1796100000000, 1796100000000),
	('agricultural', 'البنك الزراعي المصري', 1796100000000, 1796100000000),
	('housing', 'بنك التعمير والإسكان', 1796100000000, 1796100000000),
	('emirates-nbd', 'بنك الإمارات دبي الوطني – مصر', 1796100000000, 1796100000000),
	('suez-canal', 'بنك قناة السويس', 1796100000000, 1796100000000),
	('ebe', 'البنك المصري لتنمية الصادرات', 1796100000000, 1796100000000);
