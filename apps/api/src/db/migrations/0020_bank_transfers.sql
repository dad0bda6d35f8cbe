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
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_provider_idx" ON "bank_transfers" USING btree ("provider_id","created_at");