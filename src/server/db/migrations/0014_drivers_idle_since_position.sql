ALTER TABLE "drivers" ADD COLUMN "idle_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "drivers_free_position_gist" ON "drivers" USING gist (point("last_longitude", "last_latitude")) WHERE "drivers"."is_available" and "drivers"."deleted_at" is null and "drivers"."last_latitude" is not null and "drivers"."last_longitude" is not null;--> statement-breakpoint
-- Drivers online now: idle since the later of going online and their last drop-off, as dispatch computed it per
-- booking before this column existed (drivers online before `online_since` existed count from their last change).
UPDATE "drivers" SET "idle_since" = greatest(
  coalesce("online_since", "updated_at"),
  (select max(r."completed_at") from "rides" r where r."accepted_driver_id" = "drivers"."id")
) WHERE "is_available";
