CREATE TYPE "public"."fare_source" AS ENUM('meter', 'capped', 'fixed', 'estimate');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'card');--> statement-breakpoint
CREATE TABLE "fixed_fare_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"a_latitude" double precision NOT NULL,
	"a_longitude" double precision NOT NULL,
	"a_radius_meters" integer NOT NULL,
	"b_latitude" double precision NOT NULL,
	"b_longitude" double precision NOT NULL,
	"b_radius_meters" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "fixed_fare_routes_amount" CHECK ("fixed_fare_routes"."amount_cents" > 0),
	CONSTRAINT "fixed_fare_routes_radii" CHECK ("fixed_fare_routes"."a_radius_meters" > 0 and "fixed_fare_routes"."b_radius_meters" > 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"base_cents" integer NOT NULL,
	"per_km_cents" integer NOT NULL,
	"minimum_cents" integer NOT NULL,
	"night_percent" smallint NOT NULL,
	"weekend_percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_versions_effective_from_unique" UNIQUE("effective_from"),
	CONSTRAINT "tariff_versions_amounts" CHECK ("tariff_versions"."base_cents" >= 0 and "tariff_versions"."per_km_cents" >= 0 and "tariff_versions"."minimum_cents" >= 0
        and "tariff_versions"."night_percent" between 0 and 100 and "tariff_versions"."weekend_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "tariff_version_id" uuid;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fixed_route_id" uuid;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "max_fare_cents" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "final_fare_cents" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "payment_method" "payment_method";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fare_source" "fare_source";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "receipt_token_hash" text;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_fixed_route_id_fixed_fare_routes_id_fk" FOREIGN KEY ("fixed_route_id") REFERENCES "public"."fixed_fare_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rides completed before the meter's amount was asked were paid their estimate (design §15): the figures, which now
-- add final fares, keep the totals they showed.
UPDATE "rides" SET "final_fare_cents" = "estimated_fare_cents", "fare_source" = 'estimate'
WHERE "status" = 'completed' AND "estimated_fare_cents" IS NOT NULL;
