ALTER TABLE "quotes" ADD COLUMN "pricing_model" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;