CREATE TABLE "ad_slot_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_slot_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"hold_key" text NOT NULL,
	"ad_type" text NOT NULL,
	"ad_category_id" integer,
	"method" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_slot_holds_hold_key_unique" UNIQUE("hold_key")
);
--> statement-breakpoint
CREATE TABLE "custom_service_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"need" text NOT NULL,
	"contact_preference" text NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "debt_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "paid_payment_ref" text;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ad_image_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_service_requests" ADD CONSTRAINT "custom_service_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_service_requests" ADD CONSTRAINT "custom_service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_slot_holds_type_idx" ON "ad_slot_holds" USING btree ("ad_type","expires_at");--> statement-breakpoint
CREATE INDEX "custom_service_requests_provider_idx" ON "custom_service_requests" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "provider_debts" ADD CONSTRAINT "provider_debts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_debts_open_subscription_idx" ON "provider_debts" USING btree ("subscription_id") WHERE "provider_debts"."paid_at" is null and "provider_debts"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_debts_retry_idx" ON "provider_debts" USING btree ("next_attempt_at") WHERE "provider_debts"."paid_at" is null;