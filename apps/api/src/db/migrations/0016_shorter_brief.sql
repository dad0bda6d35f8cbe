ALTER TABLE "offers" ALTER COLUMN "employee_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "contact_preference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "available_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ALTER COLUMN "password_hash" DROP NOT NULL;