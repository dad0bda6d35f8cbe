ALTER TABLE "analytics_events" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_dedupe_key_unique" UNIQUE("dedupe_key");