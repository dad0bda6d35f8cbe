CREATE TABLE "provider_directory" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"is_listed" boolean NOT NULL,
	"city_id" integer,
	"team_size" text,
	"category_ids" integer[] NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"technology_ids" integer[] NOT NULL,
	"service_text" text NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"verified_review_count" integer NOT NULL,
	"min_price_kurus" bigint,
	"max_price_kurus" bigint,
	"recommended_score" real NOT NULL,
	"sponsored_until" timestamp with time zone,
	"search_tr" "tsvector" NOT NULL,
	"search_en" "tsvector" NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_directory" ADD CONSTRAINT "provider_directory_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_directory_search_tr_idx" ON "provider_directory" USING gin ("search_tr");--> statement-breakpoint
CREATE INDEX "provider_directory_search_en_idx" ON "provider_directory" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "provider_directory_categories_idx" ON "provider_directory" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "provider_directory_recommended_idx" ON "provider_directory" USING btree ("recommended_score" DESC NULLS LAST,"provider_id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "provider_directory_rating_idx" ON "provider_directory" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "provider_directory_city_idx" ON "provider_directory" USING btree ("city_id","team_size") WHERE is_listed;