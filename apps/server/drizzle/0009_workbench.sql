CREATE SEQUENCE "public"."booking_file_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 300001 CACHE 1;--> statement-breakpoint
CREATE TABLE "request_tags" (
	"request_id" text NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "request_tags_request_id_tag_id_pk" PRIMARY KEY("request_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"color" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"client_id" uuid NOT NULL,
	"statistic_client_id" uuid,
	"carrier_id" text NOT NULL,
	"category" text DEFAULT 'Export' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"pending_payment" boolean DEFAULT false NOT NULL,
	"in_dispute" boolean DEFAULT false NOT NULL,
	"vessel" text,
	"voyage" text,
	"pol_id" text,
	"pod_id" text,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"bl_number" text,
	"customer_reference" text,
	"agreement_no" text,
	"agent_id" uuid,
	"cargo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"port_terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_request_uq" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "bl_number" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "int_bl_number" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "intra_ref_number" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "statistic_client_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "external_booking_reference" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "leading_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "special_remarks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "imported_file" jsonb;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "import_missing" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "request_tags" ADD CONSTRAINT "request_tags_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tags" ADD CONSTRAINT "request_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_statistic_client_id_clients_id_fk" FOREIGN KEY ("statistic_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pol_id_ports_id_fk" FOREIGN KEY ("pol_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pod_id_ports_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_tags_tag_idx" ON "request_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "tags_category_idx" ON "tags" USING btree ("category","text");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_carrier_idx" ON "bookings" USING btree ("carrier_id","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("archived","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_etd_idx" ON "bookings" USING btree ("etd");--> statement-breakpoint
CREATE INDEX "bookings_bl_idx" ON "bookings" USING btree ("bl_number") WHERE "bookings"."bl_number" is not null;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_statistic_client_id_clients_id_fk" FOREIGN KEY ("statistic_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (as 0001, 0004 and 0005): the file number sequence's grant and row-level security on the new tables.
GRANT USAGE, SELECT ON SEQUENCE "booking_file_numbers" TO portal_app;
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "bookings_tenant" ON "bookings" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
-- Tags are the staff's: a customer's transaction sees none.
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tags_staff" ON "tags" USING (app_client_id() IS NULL);
--> statement-breakpoint
-- A request's tag choices follow the request's client (which staff may change), so the policy asks the request.
ALTER TABLE "request_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "request_tags_tenant" ON "request_tags" USING (app_client_id() IS NULL OR EXISTS (SELECT 1 FROM "booking_requests" r WHERE r."id" = "request_tags"."request_id" AND r."client_id" = app_client_id()));
