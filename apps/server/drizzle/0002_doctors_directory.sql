CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "doctor_profiles_verified_idx";--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "verified_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "language_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_profiles_search_trgm_idx" ON "doctor_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctor_profiles_location_trgm_idx" ON "doctor_profiles" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctor_profiles_language_keys_idx" ON "doctor_profiles" USING gin ("language_keys");--> statement-breakpoint
CREATE INDEX "doctor_profiles_directory_order_idx" ON "doctor_profiles" USING btree ("rating_average" DESC NULLS LAST,"experience" DESC NULLS LAST,"id") WHERE "doctor_profiles"."is_verified";