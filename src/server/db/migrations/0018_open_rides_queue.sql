CREATE INDEX "rides_open_queue_idx" ON "rides" USING btree (coalesce("scheduled_time", "created_at"),"id") WHERE "rides"."status" not in ('completed', 'cancelled', 'expired', 'no_show');--> statement-breakpoint
CREATE INDEX "rides_expired_expiry_idx" ON "rides" USING btree ("expires_at") WHERE "rides"."status" = 'expired';
