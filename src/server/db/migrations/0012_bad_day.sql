ALTER TYPE "public"."ride_alert_kind" ADD VALUE 'office_unassigned';--> statement-breakpoint
ALTER TYPE "public"."ride_alert_kind" ADD VALUE 'driver_dropped';--> statement-breakpoint
ALTER TYPE "public"."ride_event_type" ADD VALUE 'dropped';--> statement-breakpoint
ALTER TYPE "public"."ride_event_type" ADD VALUE 'redispatched';--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "socket_lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dropped_by_driver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "held_at" timestamp with time zone;