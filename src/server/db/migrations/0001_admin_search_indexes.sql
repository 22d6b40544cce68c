-- Trigram indexes for the admin ride search (ILIKE '%…%'); pg_trgm is a trusted extension on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "rides_completed_at_idx" ON "rides" USING btree ("completed_at") WHERE "rides"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "rides_pickup_trgm_idx" ON "rides" USING gin ("pickup_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_dropoff_trgm_idx" ON "rides" USING gin ("dropoff_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_customer_phone_trgm_idx" ON "rides" USING gin ("customer_phone" gin_trgm_ops);