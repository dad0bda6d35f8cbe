ALTER TABLE "providers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "listing_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "listing_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;