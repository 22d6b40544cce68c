CREATE TYPE "public"."language" AS ENUM('it', 'en', 'de');--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" "language" DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "language" "language" DEFAULT 'it' NOT NULL;