CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"product_category_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_type" text,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"recurring_period_months" integer,
	"cover_src" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"portfolio_ids" bigint[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"customer_logo_src" text NOT NULL,
	"customer_name" text NOT NULL,
	"author_name" text NOT NULL,
	"author_title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_references" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"logo_src" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"provider_id" bigint NOT NULL,
	"status" text NOT NULL,
	"rating" smallint NOT NULL,
	"rating_budget" smallint NOT NULL,
	"rating_quality" smallint NOT NULL,
	"rating_schedule" smallint NOT NULL,
	"rating_collaboration" smallint NOT NULL,
	"rating_price_performance" smallint NOT NULL,
	"rating_communication" smallint NOT NULL,
	"objective" text NOT NULL,
	"enjoyed_most" text NOT NULL,
	"text" text NOT NULL,
	"improvements" text DEFAULT '' NOT NULL,
	"recommends" boolean NOT NULL,
	"reviewer_company" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_title" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"reviewer_sector_id" integer,
	"reviewer_company_size" text,
	"reviewer_logo_src" text,
	"service_provided" text NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_by" text,
	"reviewer_user_id" bigint,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"rejection_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"ip" text,
	"locale" text DEFAULT 'tr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "geo_scope" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "client_city_id" integer;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "image_srcs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "expertise_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "budget_amount" bigint;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "is_ongoing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "challenges" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "solution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "impact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "reference_url" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_src" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "banner_src" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "presentation_key" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "presentation_name" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "is_presentation_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "profile_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "profile_credit_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rating_average" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_comments" ADD CONSTRAINT "provider_comments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_references" ADD CONSTRAINT "provider_references_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_sector_id_sectors_id_fk" FOREIGN KEY ("reviewer_sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_provider_idx" ON "products" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_comments_provider_idx" ON "provider_comments" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_references_provider_idx" ON "provider_references" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_email_unique" ON "reviews" USING btree ("provider_id","reviewer_email");--> statement-breakpoint
CREATE INDEX "reviews_provider_visible_idx" ON "reviews" USING btree ("provider_id","created_at") WHERE status = 'visible';--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_client_city_id_cities_id_fk" FOREIGN KEY ("client_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;