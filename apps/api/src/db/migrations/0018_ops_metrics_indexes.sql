CREATE INDEX "matched_providers_created_idx" ON "matched_providers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_sent_idx" ON "quotes" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_created_idx" ON "wallet_entries" USING btree ("created_at","account_id","reason","amount_kurus");