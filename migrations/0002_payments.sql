ALTER TABLE `transactions` ADD `invite_id` integer REFERENCES invites(id);--> statement-breakpoint
ALTER TABLE `transactions` ADD `installment_months` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `refunded_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `checkout_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_checkout_key_unique` ON `transactions` (`checkout_key`);--> statement-breakpoint
CREATE INDEX `transactions_invite_idx` ON `transactions` (`invite_id`);--> statement-breakpoint
CREATE INDEX `transactions_status_idx` ON `transactions` (`status`,`created_at`);