CREATE SEQUENCE "public"."quote_group_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."quote_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" bigint,
	"group_id" bigint,
	"client_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"comment" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"real_user_id" uuid,
	"is_internal" boolean DEFAULT false NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_groups" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"origin_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"requested_date" date NOT NULL,
	"weeks" smallint NOT NULL,
	"containers" jsonb NOT NULL,
	"date_issued" timestamp with time zone DEFAULT now() NOT NULL,
	"sorting_id" bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by_staff_id" uuid
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"date_issued" timestamp with time zone DEFAULT now() NOT NULL,
	"origin_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"place_of_receipt_name" text,
	"place_of_delivery_name" text,
	"carrier_id" text NOT NULL,
	"containers" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"cost_remarks" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"remarks" jsonb NOT NULL,
	"service_details" jsonb,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"assigned_to_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"sorting_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" text NOT NULL,
	"origin_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"container_type_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"cost_lines" jsonb NOT NULL,
	"cost_remarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"place_of_receipt_name" text,
	"place_of_delivery_name" text,
	"service_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" text NOT NULL,
	"container_type_id" text NOT NULL,
	"origin_id" text NOT NULL,
	"destination_id" text NOT NULL,
	"image" text,
	"price_currency" text NOT NULL,
	"price_amount" numeric(12, 2) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_group_id_quote_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."quote_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_groups" ADD CONSTRAINT "quote_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_groups" ADD CONSTRAINT "quote_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_groups" ADD CONSTRAINT "quote_groups_origin_id_ports_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_groups" ADD CONSTRAINT "quote_groups_destination_id_ports_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_groups" ADD CONSTRAINT "quote_groups_created_by_staff_id_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_group_id_quote_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."quote_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_origin_id_ports_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_destination_id_ports_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_origin_id_ports_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_destination_id_ports_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_container_type_id_container_types_id_fk" FOREIGN KEY ("container_type_id") REFERENCES "public"."container_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_origin_id_ports_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_destination_id_ports_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_activity_quote_idx" ON "quote_activity" USING btree ("quote_id","at");--> statement-breakpoint
CREATE INDEX "quote_activity_group_idx" ON "quote_activity" USING btree ("group_id","at");--> statement-breakpoint
CREATE INDEX "quote_groups_client_issued_idx" ON "quote_groups" USING btree ("client_id","date_issued");--> statement-breakpoint
CREATE INDEX "quote_groups_issued_idx" ON "quote_groups" USING btree ("archived","date_issued");--> statement-breakpoint
CREATE INDEX "quotes_group_idx" ON "quotes" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "quotes_client_issued_idx" ON "quotes" USING btree ("client_id","date_issued");--> statement-breakpoint
CREATE INDEX "rates_lane_idx" ON "rates" USING btree ("origin_id","destination_id","container_type_id","valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "rates_carrier_idx" ON "rates" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_key_uq" ON "rates" USING btree ("carrier_id","origin_id","destination_id","container_type_id","valid_from");--> statement-breakpoint
CREATE INDEX "special_offers_valid_idx" ON "special_offers" USING btree ("retired","valid_until");--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "quote_numbers", "quote_group_numbers" TO portal_app;
--> statement-breakpoint
-- Second tenancy wall (see 0001): a customer's transaction sees its own client's quotes only, and never an
-- internal comment.
ALTER TABLE "quote_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "quote_groups_tenant" ON "quote_groups" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "quotes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "quotes_tenant" ON "quotes" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "quote_activity" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "quote_activity_tenant" ON "quote_activity" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
