CREATE TABLE "credit_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider_name" text NOT NULL,
	"card_user_key" text NOT NULL,
	"card_token" text NOT NULL,
	"last_four" text NOT NULL,
	"bin_number" text NOT NULL,
	"association" text NOT NULL,
	"family" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"holder_name" text NOT NULL,
	"expire_month" integer NOT NULL,
	"expire_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_cards_token_unique" UNIQUE("provider_name","card_token")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"payer_user_id" bigint NOT NULL,
	"provider_id" bigint,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"failure_reason" text,
	"provider_error_code" text,
	"provider_error_message" text,
	"basket_lines" jsonb NOT NULL,
	"gross_price_kurus" bigint NOT NULL,
	"paid_price_kurus" bigint NOT NULL,
	"installment" integer DEFAULT 1 NOT NULL,
	"force_three_d" boolean DEFAULT true NOT NULL,
	"provider_name" text NOT NULL,
	"provider_payment_id" text,
	"three_ds_html" text,
	"credit_card_id" bigint,
	"card_last_four" text,
	"card_bin" text,
	"card_association" text,
	"card_family" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"card_holder_name" text,
	"card_expire_month" integer,
	"card_expire_year" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "payments_payer_idempotency_unique" UNIQUE("payer_user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_user_id","created_at");