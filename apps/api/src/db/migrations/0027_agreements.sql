CREATE TABLE "agreements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"match_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"client_user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"amount_kurus" bigint,
	"period" text,
	"months" integer,
	"contract_file_key" text,
	"contract_file_name" text,
	"contract_file_type" text,
	"invoice_file_key" text,
	"invoice_file_name" text,
	"invoice_file_type" text,
	"refund_pending_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_released_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_released_at" timestamp with time zone,
	"refund_taken_back_kurus" bigint DEFAULT 0 NOT NULL,
	"refund_shortfall_kurus" bigint DEFAULT 0 NOT NULL,
	"risk_signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_note" text,
	"documents_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreements_match_id_unique" UNIQUE("match_id")
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_match_id_matched_providers_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_provider_idx" ON "agreements" USING btree ("provider_id","refund_released_at");--> statement-breakpoint
CREATE INDEX "agreements_client_idx" ON "agreements" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "agreements_status_idx" ON "agreements" USING btree ("status");