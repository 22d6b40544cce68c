CREATE TYPE "public"."ride_actor_role" AS ENUM('customer', 'driver', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."ride_event_type" AS ENUM('created', 'offered', 'offer_refused', 'offer_expired', 'bid_lost', 'accepted', 'assigned', 'reassigned', 'arrived', 'on_board', 'completed', 'no_show', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "ride_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ride_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ride_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" "ride_event_type" NOT NULL,
	"actor_role" "ride_actor_role" NOT NULL,
	"actor_id" uuid,
	"details" jsonb
);
--> statement-breakpoint
DROP INDEX "rides_one_accepted_per_driver_uq";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "location_simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "on_board_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_events" ADD CONSTRAINT "ride_events_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_events_ride_at_idx" ON "ride_events" USING btree ("ride_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_under_way_per_driver_uq" ON "rides" USING btree ("accepted_driver_id") WHERE "rides"."status" in ('accepted', 'arrived', 'on_board');