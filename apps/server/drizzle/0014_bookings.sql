CREATE TABLE "booking_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"change_type" text,
	"comment" text,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"real_user_id" uuid,
	"is_internal" boolean DEFAULT false NOT NULL,
	"changed_fields" jsonb,
	"data" jsonb,
	"is_accounting_activity" boolean DEFAULT false NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist_item_id" text,
	"document_id" text,
	"pinned_at" timestamp with time zone,
	"pinned_by_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_containers" (
	"container" text NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "booking_containers_container_booking_id_pk" PRIMARY KEY("container","booking_id")
);
--> statement-breakpoint
CREATE TABLE "booking_search_keys" (
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "booking_search_keys_key_kind_booking_id_pk" PRIMARY KEY("key","kind","booking_id")
);
--> statement-breakpoint
CREATE TABLE "booking_tags" (
	"booking_id" text NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "booking_tags_booking_id_tag_id_pk" PRIMARY KEY("booking_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "booking_watchers" (
	"booking_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_watchers_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
DROP INDEX "bookings_client_idx";--> statement-breakpoint
DROP INDEX "bookings_carrier_idx";--> statement-breakpoint
DROP INDEX "bookings_updated_idx";--> statement-breakpoint
DROP INDEX "bookings_etd_idx";--> statement-breakpoint
DROP INDEX "bookings_bl_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_text" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "erp_carrier_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "erp_service_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_of_receipt_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_of_receipt_ets" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "final_destination_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "final_destination_eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ams_closing" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_from_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_to_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_pinned_by_id_users_id_fk" FOREIGN KEY ("pinned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_containers" ADD CONSTRAINT "booking_containers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_search_keys" ADD CONSTRAINT "booking_search_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD CONSTRAINT "booking_tags_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_watchers" ADD CONSTRAINT "booking_watchers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_watchers" ADD CONSTRAINT "booking_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_watchers" ADD CONSTRAINT "booking_watchers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_activity_booking_idx" ON "booking_activity" USING btree ("booking_id","at","id");--> statement-breakpoint
CREATE INDEX "booking_activity_pinned_idx" ON "booking_activity" USING btree ("booking_id") WHERE "booking_activity"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "booking_containers_client_idx" ON "booking_containers" USING btree ("client_id","container");--> statement-breakpoint
CREATE INDEX "booking_containers_booking_idx" ON "booking_containers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_search_keys_client_idx" ON "booking_search_keys" USING btree ("client_id","key");--> statement-breakpoint
CREATE INDEX "booking_search_keys_booking_idx" ON "booking_search_keys" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_tags_tag_idx" ON "booking_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "booking_watchers_user_idx" ON "booking_watchers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_list_idx" ON "bookings" USING btree ("archived","pending_payment","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_client_list_idx" ON "bookings" USING btree ("client_id","archived","pending_payment","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_carrier_list_idx" ON "bookings" USING btree ("carrier_id","archived","pending_payment","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_agent_list_idx" ON "bookings" USING btree ("agent_id","archived","pending_payment","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("archived","category","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The list's search column: id, voyage, vessel, destination, POD, receipt and POL names, container numbers,
-- customer reference and BL number (spec 000 §5), lower-case, so one trigram index answers every word.
CREATE OR REPLACE FUNCTION bookings_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.id, NEW.voyage, NEW.vessel, NEW.final_destination_name,
    (SELECT p.name FROM ports p WHERE p.id = NEW.pod_id), NEW.place_of_receipt_name,
    (SELECT p.name FROM ports p WHERE p.id = NEW.pol_id),
    (SELECT string_agg(n, ' ') FROM jsonb_array_elements(NEW.cargo) AS line,
       jsonb_array_elements_text(coalesce(line -> 'containerNumbers', '[]'::jsonb)) AS n),
    NEW.customer_reference, NEW.bl_number));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_search_text BEFORE INSERT OR UPDATE OF id, voyage, vessel, final_destination_name, pod_id,
  place_of_receipt_name, pol_id, cargo, customer_reference, bl_number
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_search_text();
--> statement-breakpoint
-- Quick Search's two indexes (001 §3 "Booking search indexes"), rewritten with the booking in its own
-- transaction. Security definer: the tables are read by customers under row-level security but written only
-- here.
CREATE OR REPLACE FUNCTION bookings_search_keys() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM booking_search_keys WHERE booking_id = OLD.id;
    DELETE FROM booking_containers WHERE booking_id = OLD.id;
  END IF;
  INSERT INTO booking_search_keys (key, kind, booking_id, client_id)
    SELECT DISTINCT k.key, k.kind, NEW.id, NEW.client_id FROM (
      SELECT lower(NEW.id) AS key, 'fileNumber' AS kind
      UNION ALL SELECT lower(trim(NEW.bl_number)), 'blNumber'
      UNION ALL SELECT lower(trim(NEW.customer_reference)), 'reference'
      UNION ALL SELECT lower(trim(line ->> 'deliveryReference')), 'deliveryReference'
        FROM jsonb_array_elements(NEW.cargo) AS line
      UNION ALL SELECT lower(trim(line ->> 'pickupReference')), 'pickupReference'
        FROM jsonb_array_elements(NEW.cargo) AS line
    ) k WHERE k.key IS NOT NULL AND k.key <> '';
  INSERT INTO booking_containers (container, booking_id, client_id)
    SELECT DISTINCT upper(replace(n, ' ', '')), NEW.id, NEW.client_id
    FROM jsonb_array_elements(NEW.cargo) AS line,
      jsonb_array_elements_text(coalesce(line -> 'containerNumbers', '[]'::jsonb)) AS n
    WHERE trim(n) <> '';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_search_keys AFTER INSERT OR UPDATE OF id, bl_number, customer_reference, cargo, client_id
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_search_keys();
--> statement-breakpoint
UPDATE bookings SET cargo = cargo;
--> statement-breakpoint
CREATE INDEX "booking_search_keys_key_prefix" ON "booking_search_keys" USING btree ("key" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "booking_containers_prefix" ON "booking_containers" USING btree ("container" text_pattern_ops);
--> statement-breakpoint
ALTER TABLE "booking_watchers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_watchers_tenant" ON "booking_watchers" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "booking_search_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_search_keys_tenant" ON "booking_search_keys" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "booking_containers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_containers_tenant" ON "booking_containers" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "booking_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_tags_staff" ON "booking_tags" USING (app_client_id() IS NULL);
--> statement-breakpoint
ALTER TABLE "booking_activity" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "booking_activity_tenant" ON "booking_activity" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
--> statement-breakpoint
CREATE POLICY "booking_activity_customer_read" ON "booking_activity" AS RESTRICTIVE FOR SELECT USING (app_client_id() IS NULL OR ("type" IN ('COMMENT', 'ACTIVITY_WITH_COMMENT') AND NOT "is_accounting_activity"));
--> statement-breakpoint
-- As booking_request_pinned_ids (0010): the pin limit counts internal pins a customer's transaction cannot read.
CREATE OR REPLACE FUNCTION booking_pinned_ids(bkg text) RETURNS SETOF uuid LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS
$$ SELECT "id" FROM "booking_activity" WHERE "booking_id" = bkg AND "pinned_at" IS NOT NULL $$;
