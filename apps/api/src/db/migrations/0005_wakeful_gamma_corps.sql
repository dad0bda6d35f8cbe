CREATE TABLE "opportunity_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"offer_id" bigint NOT NULL,
	"email" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"decline_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "opportunity_invitations_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "provider_match_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_match_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"matched_provider_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"sentiment" text NOT NULL,
	"code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_match_feedbacks_matched_provider_id_unique" UNIQUE("matched_provider_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"matched_provider_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"duration_days" integer NOT NULL,
	"message" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_bytes" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_matched_provider_id_unique" UNIQUE("matched_provider_id")
);
--> statement-breakpoint
CREATE TABLE "provider_agency_types" (
	"provider_id" bigint NOT NULL,
	"agency_type" text NOT NULL,
	CONSTRAINT "provider_agency_types_provider_id_agency_type_pk" PRIMARY KEY("provider_id","agency_type")
);
--> statement-breakpoint
ALTER TABLE "matched_providers" ADD COLUMN "access_source" text;--> statement-breakpoint
ALTER TABLE "matched_providers" ADD COLUMN "access_fee_kurus" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "invalid_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "invalidated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reason" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "matched_provider_id" bigint;--> statement-breakpoint
ALTER TABLE "opportunity_invitations" ADD CONSTRAINT "opportunity_invitations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_match_feedbacks" ADD CONSTRAINT "provider_match_feedbacks_matched_provider_id_matched_providers_id_fk" FOREIGN KEY ("matched_provider_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_matched_provider_id_matched_providers_id_fk" FOREIGN KEY ("matched_provider_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_agency_types" ADD CONSTRAINT "provider_agency_types_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;