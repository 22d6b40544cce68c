CREATE TYPE "public"."ride_alert_kind" AS ENUM('unassigned_scheduled', 'expired_immediate', 'driver_late');--> statement-breakpoint
CREATE TABLE "ride_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"kind" "ride_alert_kind" NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_alerts_ride_kind_uq" ON "ride_alerts" USING btree ("ride_id","kind");--> statement-breakpoint
CREATE INDEX "ride_alerts_open_idx" ON "ride_alerts" USING btree ("raised_at") WHERE "ride_alerts"."handled_at" is null;