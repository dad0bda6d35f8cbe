CREATE TABLE "agreement_nps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_nps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"matched_provider_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"snoozed_until" timestamp with time zone,
	CONSTRAINT "agreement_nps_match_unique" UNIQUE("matched_provider_id")
);
--> statement-breakpoint
CREATE TABLE "brifa_nps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brifa_nps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brifa_nps_offer_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
ALTER TABLE "agreement_nps" ADD CONSTRAINT "agreement_nps_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_nps" ADD CONSTRAINT "agreement_nps_matched_provider_id_matched_providers_id_fk" FOREIGN KEY ("matched_provider_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_nps" ADD CONSTRAINT "agreement_nps_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_nps" ADD CONSTRAINT "agreement_nps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brifa_nps" ADD CONSTRAINT "brifa_nps_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brifa_nps" ADD CONSTRAINT "brifa_nps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_nps_user_idx" ON "agreement_nps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agreement_nps_provider_idx" ON "agreement_nps" USING btree ("provider_id","answered_at");--> statement-breakpoint
CREATE INDEX "brifa_nps_answered_idx" ON "brifa_nps" USING btree ("answered_at");