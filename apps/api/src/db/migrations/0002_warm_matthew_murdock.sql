CREATE TABLE "provider_debts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"plan" text,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"matched_provider_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reason_code" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_feedbacks_match_unique" UNIQUE("matched_provider_id")
);
--> statement-breakpoint
CREATE TABLE "offer_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text,
	"reason_code" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matched_providers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matched_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"access_at" timestamp with time zone,
	"provider_viewed_at" timestamp with time zone,
	"provider_folder" text,
	"client_seen_at" timestamp with time zone,
	"client_mark" text,
	"is_watchlisted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "matched_providers_offer_provider_unique" UNIQUE("offer_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "offer_optional_providers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_optional_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_optional_providers_unique" UNIQUE("offer_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "provider_match_profiles" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"is_matchable" boolean NOT NULL,
	"city_id" integer,
	"category_ids" integer[] NOT NULL,
	"expertise_ids" integer[] NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"technology_ids" integer[] NOT NULL,
	"work_regions" text[] NOT NULL,
	"city_preference" text NOT NULL,
	"mobile_min_price_try" integer,
	"budget_defined_only" boolean NOT NULL,
	"no_personal_email" boolean NOT NULL,
	"no_non_decision_makers" boolean NOT NULL,
	"tenders_allowed" boolean NOT NULL,
	"audience_types" text[] NOT NULL,
	"geo_scopes" text[] NOT NULL,
	"business_types" text[] NOT NULL,
	"industries" integer[] NOT NULL,
	"turnovers" text[] NOT NULL,
	"company_sizes" text[] NOT NULL,
	"subscribed_category_ids" integer[] NOT NULL,
	"subscribed_until" timestamp with time zone,
	"boosted_until" timestamp with time zone,
	"top_ad_category_ids" integer[] NOT NULL,
	"top_ad_until" timestamp with time zone,
	"wallet_kurus" bigint NOT NULL,
	"rating" real NOT NULL,
	"verified_reviews" integer NOT NULL,
	"profile_level" smallint NOT NULL,
	"response_rate" real NOT NULL,
	"response_minutes" integer,
	"negative_feedback" integer NOT NULL,
	"recent_leads" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"sector_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_expertises" (
	"provider_id" bigint NOT NULL,
	"expertise_id" integer NOT NULL,
	CONSTRAINT "provider_expertises_provider_id_expertise_id_pk" PRIMARY KEY("provider_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "provider_match_settings" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"work_regions" text[] DEFAULT '{}' NOT NULL,
	"city_preference" text DEFAULT 'all' NOT NULL,
	"mobile_min_price_try" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_opportunity_preferences" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"budget_defined_only" boolean DEFAULT false NOT NULL,
	"no_personal_email" boolean DEFAULT false NOT NULL,
	"no_non_decision_makers" boolean DEFAULT false NOT NULL,
	"tenders_allowed" boolean DEFAULT true NOT NULL,
	"audience_types" text[] DEFAULT '{}' NOT NULL,
	"geo_scopes" text[] DEFAULT '{}' NOT NULL,
	"business_types" text[] DEFAULT '{}' NOT NULL,
	"industries" integer[] DEFAULT '{}' NOT NULL,
	"turnovers" text[] DEFAULT '{}' NOT NULL,
	"company_sizes" text[] DEFAULT '{}' NOT NULL,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"notify_by_whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sectors" (
	"provider_id" bigint NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "provider_sectors_provider_id_sector_id_pk" PRIMARY KEY("provider_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "provider_technologies" (
	"provider_id" bigint NOT NULL,
	"technology_id" integer NOT NULL,
	CONSTRAINT "provider_technologies_provider_id_technology_id_pk" PRIMARY KEY("provider_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint,
	"kind" text NOT NULL,
	"balance_kurus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "wallet_provider_balance_not_negative" CHECK ("wallet_accounts"."kind" <> 'provider' or "wallet_accounts"."balance_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" text NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_idempotency_unique" UNIQUE("idempotency_key","account_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "audience_type" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "geo_scope" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "turnover" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_tender" boolean;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "file_bytes" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "agreed_match_id" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD CONSTRAINT "provider_debts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedbacks" ADD CONSTRAINT "match_feedbacks_matched_provider_id_matched_providers_id_fk" FOREIGN KEY ("matched_provider_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedbacks" ADD CONSTRAINT "match_feedbacks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedbacks" ADD CONSTRAINT "match_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feedbacks" ADD CONSTRAINT "offer_feedbacks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_feedbacks" ADD CONSTRAINT "offer_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_providers" ADD CONSTRAINT "matched_providers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_providers" ADD CONSTRAINT "matched_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_optional_providers" ADD CONSTRAINT "offer_optional_providers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_optional_providers" ADD CONSTRAINT "offer_optional_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_match_profiles" ADD CONSTRAINT "provider_match_profiles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_expertises" ADD CONSTRAINT "provider_expertises_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_expertises" ADD CONSTRAINT "provider_expertises_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_match_settings" ADD CONSTRAINT "provider_match_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_opportunity_preferences" ADD CONSTRAINT "provider_opportunity_preferences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sectors" ADD CONSTRAINT "provider_sectors_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sectors" ADD CONSTRAINT "provider_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_technologies" ADD CONSTRAINT "provider_technologies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_technologies" ADD CONSTRAINT "provider_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_debts_provider_idx" ON "provider_debts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider_id","ends_at");--> statement-breakpoint
CREATE INDEX "match_feedbacks_offer_idx" ON "match_feedbacks" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_feedbacks_offer_idx" ON "offer_feedbacks" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "matched_providers_provider_idx" ON "matched_providers" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "matched_providers_waiting_idx" ON "matched_providers" USING btree ("respond_by") WHERE "matched_providers"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "provider_match_profiles_categories_idx" ON "provider_match_profiles" USING gin ("category_ids") WHERE "provider_match_profiles"."is_matchable";--> statement-breakpoint
CREATE INDEX "portfolio_items_provider_idx" ON "portfolio_items" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_sectors_sector_idx" ON "provider_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id","created_at");