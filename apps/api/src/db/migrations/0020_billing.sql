CREATE TABLE "coupon_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coupon_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_payment_unique" UNIQUE("coupon_id","payment_ref")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"item_kinds" text[] NOT NULL,
	"period_months" integer[],
	"buyer_packages" text[],
	"title_tr" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"recurring_month" integer,
	"minimum_basket_kurus" bigint DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"total_limit" integer,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value_valid" CHECK (("coupons"."type" = 'percent' and "coupons"."value" between 1 and 100) or ("coupons"."type" = 'amount' and "coupons"."value" > 0)),
	CONSTRAINT "coupons_item_kinds_not_empty" CHECK (cardinality("coupons"."item_kinds") > 0),
	CONSTRAINT "coupons_recurring_month_valid" CHECK ("coupons"."recurring_month" is null or "coupons"."recurring_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "leadcoin_campaign_tiers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leadcoin_campaign_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"min_top_up_kurus" bigint NOT NULL,
	"bonus_kurus" bigint,
	"bonus_percent" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leadcoin_campaign_tiers_bonus_valid" CHECK (("leadcoin_campaign_tiers"."bonus_kurus" is not null and "leadcoin_campaign_tiers"."bonus_kurus" > 0 and "leadcoin_campaign_tiers"."bonus_percent" is null) or ("leadcoin_campaign_tiers"."bonus_kurus" is null and "leadcoin_campaign_tiers"."bonus_percent" between 1 and 100)),
	CONSTRAINT "leadcoin_campaign_tiers_min_positive" CHECK ("leadcoin_campaign_tiers"."min_top_up_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint,
	"user_id" bigint,
	"type" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"identity_number" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"tax_office" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"email" text NOT NULL,
	"updated_by_user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_customers_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "billing_customers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "billing_customers_one_owner" CHECK (("billing_customers"."provider_id" is null) <> ("billing_customers"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kurus" bigint NOT NULL,
	"net_kurus" bigint NOT NULL,
	"vat_kurus" bigint NOT NULL,
	"gross_kurus" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"payment_id" text NOT NULL,
	"payer_user_id" bigint NOT NULL,
	"provider_id" bigint,
	"buyer" jsonb NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"net_kurus" bigint NOT NULL,
	"vat_kurus" bigint NOT NULL,
	"gross_kurus" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("year","sequence"),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."net_kurus" + "invoices"."vat_kurus" = "invoices"."gross_kurus")
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"provider_id" bigint NOT NULL,
	"requested_by_user_id" bigint NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"reference_code" text NOT NULL,
	"state" text DEFAULT 'awaiting_transfer' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"marked_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_operator_id" bigint,
	"reject_reason" text,
	"ledger_transaction_id" text,
	CONSTRAINT "bank_transfers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "bank_transfers_reference_code_unique" UNIQUE("reference_code"),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider_name" text NOT NULL,
	"card_user_key" text NOT NULL,
	"card_token" text NOT NULL,
	"last_four" text NOT NULL,
	"bin_number" text NOT NULL,
	"association" text NOT NULL,
	"family" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"holder_name" text NOT NULL,
	"expire_month" integer NOT NULL,
	"expire_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_cards_token_unique" UNIQUE("provider_name","card_token")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"payer_user_id" bigint NOT NULL,
	"provider_id" bigint,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"failure_reason" text,
	"provider_error_code" text,
	"provider_error_message" text,
	"basket_lines" jsonb NOT NULL,
	"gross_price_kurus" bigint NOT NULL,
	"paid_price_kurus" bigint NOT NULL,
	"installment" integer DEFAULT 1 NOT NULL,
	"force_three_d" boolean DEFAULT true NOT NULL,
	"provider_name" text NOT NULL,
	"provider_payment_id" text,
	"three_ds_html" text,
	"credit_card_id" bigint,
	"card_last_four" text,
	"card_bin" text,
	"card_association" text,
	"card_family" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"card_holder_name" text,
	"card_expire_month" integer,
	"card_expire_year" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "payments_payer_idempotency_unique" UNIQUE("payer_user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_name_lower_unique" ON "coupons" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("payer_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_provider_idx" ON "bank_transfers" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_user_id","created_at");
--> statement-breakpoint
-- custom:start
-- The spec's campaigns (rules.md §9 pricing) and the LeadcoinCampaign's bonus tiers as data: in every fresh
-- database, not only the demo (decisions.md, issue 18 "Campaigns as coupons").
INSERT INTO "coupons" ("name", "type", "value", "item_kinds", "period_months", "buyer_packages", "title_tr", "title_en", "valid_from", "recurring_month", "minimum_basket_kurus", "auto_apply") VALUES
  ('REKLAM25', 'percent', 25, ARRAY['advertisement'], NULL, ARRAY['growth', 'elite'], 'Growth ve Elite paketlere reklamda %25 indirim', '25% off advertising for Growth and Elite packages', '2026-01-01T00:00:00+03:00', NULL, 0, false),
  ('ABONELIK15', 'percent', 15, ARRAY['category_subscription', 'package'], NULL, NULL, '5000 TL ve üzeri abonelik alımlarında %15 indirim', '15% off subscription purchases of 5000 TL and above', '2026-01-01T00:00:00+03:00', NULL, 500000, false),
  ('KASIM40', 'percent', 40, ARRAY['category_subscription', 'advertisement'], ARRAY[12], NULL, 'Kasım''a özel yıllık kategori ve reklam aboneliklerinde %40 indirim', 'November: 40% off annual category and ad subscriptions', '2026-11-01T00:00:00+03:00', 11, 0, true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "leadcoin_campaign_tiers" ("min_top_up_kurus", "bonus_percent", "valid_from") VALUES
  (250000, 5, '2026-01-01T00:00:00+03:00'),
  (500000, 10, '2026-01-01T00:00:00+03:00'),
  (1000000, 15, '2026-01-01T00:00:00+03:00');
-- custom:end
