CREATE TYPE "public"."ride_source" AS ENUM('app', 'office');--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "passengers" smallint;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "source" "ride_source" DEFAULT 'app' NOT NULL;