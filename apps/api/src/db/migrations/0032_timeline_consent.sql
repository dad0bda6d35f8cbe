ALTER TABLE "agreements" ADD COLUMN "client_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "agency_shown_at" timestamp with time zone;