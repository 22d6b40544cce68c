CREATE TYPE "public"."request_type" AS ENUM('immediate', 'scheduled');--> statement-breakpoint
CREATE TYPE "public"."ride_status" AS ENUM('pending', 'accepted', 'completed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'driver', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('customer', 'driver');--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"license_plate" text NOT NULL,
	"car_model" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT '5.0' NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"last_latitude" double precision,
	"last_longitude" double precision,
	"location_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ride_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" "verification_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"review_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_ride_id_unique" UNIQUE("ride_id"),
	CONSTRAINT "ratings_range" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_phone" text NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"dropoff_address" text NOT NULL,
	"dropoff_latitude" double precision,
	"dropoff_longitude" double precision,
	"request_type" "request_type" NOT NULL,
	"scheduled_time" timestamp with time zone,
	"estimated_distance_meters" integer,
	"estimated_fare_cents" integer,
	"status" "ride_status" DEFAULT 'pending' NOT NULL,
	"accepted_driver_id" uuid,
	"estimated_arrival_minutes" smallint,
	"notes" text,
	"cancel_reason" text,
	"cancelled_by" "user_role",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "rides_scheduled_has_time" CHECK (("rides"."request_type" = 'scheduled') = ("rides"."scheduled_time" is not null)),
	CONSTRAINT "rides_eta_range" CHECK ("rides"."estimated_arrival_minutes" is null or "rides"."estimated_arrival_minutes" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" "user_role" NOT NULL,
	"customer_id" uuid,
	"driver_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_subject_matches_role" CHECK (("sessions"."role" = 'customer' and "sessions"."customer_id" is not null and "sessions"."driver_id" is null)
        or ("sessions"."role" = 'driver' and "sessions"."driver_id" is not null and "sessions"."customer_id" is null)
        or ("sessions"."role" = 'admin' and "sessions"."customer_id" is null and "sessions"."driver_id" is null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_accepted_driver_id_drivers_id_fk" FOREIGN KEY ("accepted_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_active_uq" ON "drivers" USING btree ("phone_number") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "drivers_available_idx" ON "drivers" USING btree ("is_available") WHERE "drivers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_created_idx" ON "phone_verifications" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "ratings_driver_created_idx" ON "ratings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_created_idx" ON "rides" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rides_status_created_idx" ON "rides" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rides_customer_created_idx" ON "rides" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_status_idx" ON "rides" USING btree ("accepted_driver_id","status");--> statement-breakpoint
CREATE INDEX "rides_pending_expiry_idx" ON "rides" USING btree ("expires_at") WHERE "rides"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_driver_idx" ON "sessions" USING btree ("driver_id");