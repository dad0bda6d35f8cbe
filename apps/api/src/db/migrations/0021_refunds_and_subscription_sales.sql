CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"wallet_taken_back_kurus" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_year_sequence_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" bigint;--> statement-breakpoint
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
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_subscription_id_subscriptions_id_fk" FOREIGN KEY ("package_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."auto_renew" and "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_year_sequence_unique" UNIQUE("kind","year","sequence");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_delivery_key_unique" UNIQUE("delivery_key");