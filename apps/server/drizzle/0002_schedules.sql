CREATE TABLE "port_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voyage_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"port_id" text NOT NULL,
	"terminal_id" text,
	"arrival" timestamp with time zone NOT NULL,
	"departure" timestamp with time zone NOT NULL,
	"utc_offset_minutes" integer DEFAULT 0 NOT NULL,
	"cut_offs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rotation" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"imo" text,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "voyages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" text NOT NULL,
	"vessel_id" uuid NOT NULL,
	"voyage_number" text NOT NULL,
	"first_departure" timestamp with time zone NOT NULL,
	"last_arrival" timestamp with time zone NOT NULL,
	"space_info" text,
	"space_info_color" text,
	"commission" jsonb
);
--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_voyage_id_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "port_calls_voyage_seq_uq" ON "port_calls" USING btree ("voyage_id","sequence");--> statement-breakpoint
CREATE INDEX "port_calls_port_departure_idx" ON "port_calls" USING btree ("port_id","departure");--> statement-breakpoint
CREATE UNIQUE INDEX "services_carrier_code_uq" ON "services" USING btree ("carrier_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_imo_uq" ON "vessels" USING btree ("imo");--> statement-breakpoint
CREATE UNIQUE INDEX "voyages_service_number_uq" ON "voyages" USING btree ("service_id","voyage_number");--> statement-breakpoint
CREATE INDEX "voyages_departure_idx" ON "voyages" USING btree ("first_departure");