CREATE TABLE "provider_match_documents" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_match_documents" ADD CONSTRAINT "provider_match_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "provider_match_profiles" CASCADE;--> statement-breakpoint
CREATE TABLE "provider_match_categories" (
	"category_id" integer NOT NULL,
	"provider_id" bigint NOT NULL,
	"city_id" integer,
	"own_city_only" boolean NOT NULL,
	"work_region_bits" integer NOT NULL,
	"mobile_min_price_try" integer,
	"preference_flags" smallint NOT NULL,
	"has_restrictions" boolean NOT NULL,
	"audience_types" text[] NOT NULL,
	"geo_scopes" text[] NOT NULL,
	"business_types" text[] NOT NULL,
	"industries" integer[] NOT NULL,
	"turnovers" text[] NOT NULL,
	"company_sizes" text[] NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"technology_ids" integer[] NOT NULL,
	"expertise_ids" integer[] NOT NULL,
	"subscribed_until" timestamp with time zone,
	"boosted_until" timestamp with time zone,
	"top_ad_until" timestamp with time zone,
	"wallet_kurus" bigint NOT NULL,
	"static_score" real NOT NULL,
	"recent_leads" integer NOT NULL,
	"prior_score" real NOT NULL,
	"rating" real NOT NULL,
	"verified_reviews" integer NOT NULL,
	"response_minutes" integer,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_match_categories_category_id_provider_id_pk" PRIMARY KEY("category_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "provider_match_categories" ADD CONSTRAINT "provider_match_categories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_match_categories_provider_idx" ON "provider_match_categories" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_match_categories_prior_idx" ON "provider_match_categories" USING btree ("category_id","prior_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_match_categories_city_idx" ON "provider_match_categories" USING btree ("category_id","city_id","prior_score" DESC NULLS LAST);
