CREATE TABLE "commission_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"agreement_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"offer_key" text NOT NULL,
	"match_id" bigint NOT NULL,
	"monthly_amount_kurus" bigint NOT NULL,
	"rate_percent" integer NOT NULL,
	"piece_count" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_plans_agreement_id_unique" UNIQUE("agreement_id")
);
--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "commission_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "piece_number" integer;--> statement-breakpoint
ALTER TABLE "provider_debts" ADD COLUMN "overdue_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_plans_provider_idx" ON "commission_plans" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "commission_plans_offer_idx" ON "commission_plans" USING btree ("offer_key");--> statement-breakpoint
ALTER TABLE "provider_debts" ADD CONSTRAINT "provider_debts_commission_plan_id_commission_plans_id_fk" FOREIGN KEY ("commission_plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_debts_commission_piece_idx" ON "provider_debts" USING btree ("commission_plan_id","piece_number") WHERE "provider_debts"."commission_plan_id" is not null;