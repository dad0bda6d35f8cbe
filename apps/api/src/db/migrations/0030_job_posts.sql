CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cv_key" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_job_email_unique" UNIQUE("job_id","email")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"poster_user_id" bigint NOT NULL,
	"provider_id" bigint,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"position" text NOT NULL,
	"description" text NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"company" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"logo_url" text,
	"image_url" text,
	"attachment_url" text,
	"invoice_type" text NOT NULL,
	"plan_days" integer NOT NULL,
	"partner_add_on" boolean DEFAULT false NOT NULL,
	"payment_ref" text,
	"rejection_reason" text,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_poster_user_id_users_id_fk" FOREIGN KEY ("poster_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_poster_idx" ON "jobs" USING btree ("poster_user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_live_idx" ON "jobs" USING btree ("state","published_at");