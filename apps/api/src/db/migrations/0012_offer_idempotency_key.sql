ALTER TABLE "offers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_user_idempotency_key_unique" ON "offers" USING btree ("user_id","idempotency_key");