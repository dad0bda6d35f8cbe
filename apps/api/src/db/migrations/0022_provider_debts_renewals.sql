ALTER TABLE "bank_transfers" ADD COLUMN "debt_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "paid_payment_ref" text;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD CONSTRAINT "provider_debts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_debts_open_subscription_idx" ON "provider_debts" USING btree ("subscription_id") WHERE "provider_debts"."paid_at" is null and "provider_debts"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_debts_retry_idx" ON "provider_debts" USING btree ("next_attempt_at") WHERE "provider_debts"."paid_at" is null;