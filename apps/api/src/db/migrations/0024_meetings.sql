CREATE TABLE "meetings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" bigint NOT NULL,
	"side" text NOT NULL,
	"proposed_by_user_id" bigint NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"minutes" integer NOT NULL,
	"accepted_by_user_id" bigint,
	"cancelled_by_user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"set_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_match_id_matched_providers_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matched_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_match_idx" ON "meetings" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_set_idx" ON "meetings" USING btree ("starts_at") WHERE "meetings"."status" = 'set';