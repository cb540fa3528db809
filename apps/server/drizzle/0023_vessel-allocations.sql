CREATE TABLE "vessel_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voyage_id" uuid NOT NULL,
	"pol_id" text NOT NULL,
	"teu_allocation" integer DEFAULT 0 NOT NULL,
	"weight_allocation_kg" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voyage_space_flags" (
	"voyage_id" uuid PRIMARY KEY NOT NULL,
	"fully_booked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vessel_allocations" ADD CONSTRAINT "vessel_allocations_voyage_id_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_allocations" ADD CONSTRAINT "vessel_allocations_pol_id_ports_id_fk" FOREIGN KEY ("pol_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_allocations" ADD CONSTRAINT "vessel_allocations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage_space_flags" ADD CONSTRAINT "voyage_space_flags_voyage_id_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage_space_flags" ADD CONSTRAINT "voyage_space_flags_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_allocations_voyage_pol_uq" ON "vessel_allocations" USING btree ("voyage_id","pol_id");--> statement-breakpoint
CREATE INDEX "booking_requests_vessel_voyage_open_idx" ON "booking_requests" USING btree ("vessel","voyage","origin_id") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "bookings_vessel_voyage_idx" ON "bookings" USING btree ("vessel","voyage","pol_id");--> statement-breakpoint
-- Hand-written (as 0022): row-level security on the new tables. Allocations and the fully-booked flag are staff's
-- (no client's data in them): closed to customers' transactions.
ALTER TABLE "vessel_allocations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vessel_allocations_staff" ON "vessel_allocations" USING (app_client_id() IS NULL);
--> statement-breakpoint
ALTER TABLE "voyage_space_flags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "voyage_space_flags_staff" ON "voyage_space_flags" USING (app_client_id() IS NULL);
