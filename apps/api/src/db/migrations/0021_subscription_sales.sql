ALTER TABLE "subscriptions" ADD COLUMN "period_months" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_kurus" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "category_rights" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "package_subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ad_category_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_card_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_subscription_id_subscriptions_id_fk" FOREIGN KEY ("package_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."auto_renew" and "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_delivery_key_unique" UNIQUE("delivery_key");