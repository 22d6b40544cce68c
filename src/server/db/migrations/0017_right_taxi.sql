ALTER TYPE "public"."ride_alert_kind" ADD VALUE 'no_fitting_taxi';--> statement-breakpoint
CREATE TABLE "customer_excluded_drivers" (
	"customer_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_excluded_drivers_customer_id_driver_id_pk" PRIMARY KEY("customer_id","driver_id")
);
--> statement-breakpoint
-- design §14: the taxis registered before this migration count as saloons: four passenger seats, no features.
ALTER TABLE "drivers" ADD COLUMN "seats" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_excluded_drivers" ADD CONSTRAINT "customer_excluded_drivers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_excluded_drivers" ADD CONSTRAINT "customer_excluded_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_excluded_drivers_driver_idx" ON "customer_excluded_drivers" USING btree ("driver_id");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_seats_range" CHECK ("drivers"."seats" between 4 and 9);--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_features_known" CHECK ("drivers"."features" <@ array['wheelchair', 'large_boot', 'cards', 'pets', 'child_seat', 'electric']::text[]);--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_requirements_known" CHECK ("rides"."requirements" <@ array['wheelchair', 'large_boot', 'cards', 'pets', 'child_seat', 'electric']::text[]);
