CREATE TYPE "public"."ride_offer_outcome" AS ENUM('accepted', 'refused', 'timed_out', 'withdrawn');--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"round" smallint NOT NULL,
	"pickup_distance_km" double precision,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" "ride_offer_outcome",
	CONSTRAINT "ride_offers_ended_has_outcome" CHECK (("ride_offers"."ended_at" is null) = ("ride_offers"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "online_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_one_running_per_ride_uq" ON "ride_offers" USING btree ("ride_id") WHERE "ride_offers"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_one_running_per_driver_uq" ON "ride_offers" USING btree ("driver_id") WHERE "ride_offers"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "ride_offers_running_expiry_idx" ON "ride_offers" USING btree ("expires_at") WHERE "ride_offers"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "ride_offers_ride_idx" ON "ride_offers" USING btree ("ride_id");