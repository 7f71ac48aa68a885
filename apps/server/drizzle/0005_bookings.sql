CREATE TYPE "public"."appointment_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_order_status" AS ENUM('created', 'paid', 'consumed', 'refunded', 'expired');--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"consultation_fee" integer NOT NULL,
	"video_call_room_id" text NOT NULL,
	"status" "appointment_status" DEFAULT 'confirmed' NOT NULL,
	"order_id" uuid NOT NULL,
	"cancelled_at" timestamp with time zone,
	"rating_stars" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_video_call_room_id_unique" UNIQUE("video_call_room_id"),
	CONSTRAINT "appointments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "appointments_rating_check" CHECK ("appointments"."rating_stars" is null or "appointments"."rating_stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"doctor_id" uuid,
	"appointment_date" date,
	"appointment_time" text,
	"hold_expires_at" timestamp with time zone,
	"status" "payment_order_status" DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctor_profiles_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_doctor_id_doctor_profiles_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_key" ON "appointments" USING btree ("doctor_id","appointment_date","appointment_time") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_slot_hold_key" ON "payment_orders" USING btree ("doctor_id","appointment_date","appointment_time") WHERE "payment_orders"."doctor_id" is not null and "payment_orders"."status" in ('created', 'paid', 'consumed');--> statement-breakpoint
CREATE INDEX "payment_orders_patient_idx" ON "payment_orders" USING btree ("patient_id");