CREATE TABLE "ad_slot_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_slot_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" bigint NOT NULL,
	"hold_key" text NOT NULL,
	"ad_type" text NOT NULL,
	"ad_category_id" integer,
	"method" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_slot_holds_hold_key_unique" UNIQUE("hold_key")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ad_image_url" text;--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_slot_holds_type_idx" ON "ad_slot_holds" USING btree ("ad_type","expires_at");