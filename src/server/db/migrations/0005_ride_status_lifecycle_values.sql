ALTER TYPE "public"."ride_status" ADD VALUE 'arrived' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."ride_status" ADD VALUE 'on_board' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."ride_status" ADD VALUE 'no_show';