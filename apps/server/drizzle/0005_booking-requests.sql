CREATE TABLE "booking_request_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"change_type" text,
	"comment" text,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"real_user_id" uuid,
	"is_internal" boolean DEFAULT false NOT NULL,
	"changed_fields" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"real_user_id" uuid,
	"status_code" smallint DEFAULT 10 NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"is_unread" boolean DEFAULT true NOT NULL,
	"agent_id" uuid,
	"carrier_id" text NOT NULL,
	"origin_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"vessel" text,
	"voyage" text,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"customer_reference" text,
	"quote_number" bigint,
	"agreement_no" text,
	"imo" boolean DEFAULT false NOT NULL,
	"soc" boolean DEFAULT false NOT NULL,
	"vgm_submitted_by" text DEFAULT 'CLIENT' NOT NULL,
	"schedule" jsonb,
	"itinerary" jsonb NOT NULL,
	"containers" jsonb NOT NULL,
	"freight_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_info" text,
	"initial_request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counters" (
	"month" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staged_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD CONSTRAINT "booking_request_activity_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD CONSTRAINT "booking_request_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD CONSTRAINT "booking_request_activity_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD CONSTRAINT "booking_request_activity_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_files" ADD CONSTRAINT "booking_request_files_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_files" ADD CONSTRAINT "booking_request_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_files" ADD CONSTRAINT "booking_request_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_origin_id_ports_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_destination_id_ports_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_uploads" ADD CONSTRAINT "staged_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_request_activity_request_idx" ON "booking_request_activity" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "booking_request_files_request_idx" ON "booking_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "booking_requests_client_idx" ON "booking_requests" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "booking_requests_view_idx" ON "booking_requests" USING btree ("status_code","hold","updated_at");--> statement-breakpoint
CREATE INDEX "booking_requests_agent_idx" ON "booking_requests" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "booking_requests_carrier_idx" ON "booking_requests" USING btree ("carrier_id","updated_at");--> statement-breakpoint
CREATE INDEX "booking_requests_customer_ref_idx" ON "booking_requests" USING btree (lower("customer_reference"));--> statement-breakpoint
CREATE INDEX "staged_uploads_user_idx" ON "staged_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
-- Second tenancy wall (see 0001): a customer's transaction sees its own client's requests, files and public
-- activity only.
ALTER TABLE "booking_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_requests_tenant" ON "booking_requests" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "booking_request_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_request_files_tenant" ON "booking_request_files" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
--> statement-breakpoint
ALTER TABLE "booking_request_activity" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_request_activity_tenant" ON "booking_request_activity" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
