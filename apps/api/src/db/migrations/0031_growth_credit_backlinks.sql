CREATE TABLE "backlinks" (
	"provider_id" bigint PRIMARY KEY NOT NULL,
	"page_url" text NOT NULL,
	"state" text NOT NULL,
	"detail" text,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"identity_number_encrypted" text NOT NULL,
	"identity_number_masked" text NOT NULL,
	"birth_date_encrypted" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"score" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"late_noted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "backlinks" ADD CONSTRAINT "backlinks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backlinks_next_check_idx" ON "backlinks" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_reports_pending_idx" ON "credit_reports" USING btree ("status","answer_by");