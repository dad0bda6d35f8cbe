ALTER TABLE "providers" ADD COLUMN "contract_version" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "contract_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Acceptances made before versions were recorded count as the first version (2024-10-14, contracts' rules).
UPDATE "providers" SET "contract_version" = '2024-10-14', "contract_accepted_at" = "updated_at" WHERE "is_approved_contract";--> statement-breakpoint
UPDATE "users" SET "terms_version" = '2024-10-14', "terms_accepted_at" = "created_at" WHERE "user_type" = 'client';
