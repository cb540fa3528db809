CREATE TABLE "vessel_voyages" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" text NOT NULL,
	"category" text NOT NULL,
	"vessel" text NOT NULL,
	"voyage" text NOT NULL,
	"ets" timestamp with time zone NOT NULL,
	"eta" timestamp with time zone,
	"pol_id" text,
	"pod_id" text,
	"erp_carrier_id" text,
	"erp_service_id" text,
	"service_id" text,
	"schedule_voyage_id" uuid,
	"booking_count" integer NOT NULL,
	"teu" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessel_voyages_carrier_id_category_vessel_voyage_pk" PRIMARY KEY("carrier_id","category","vessel","voyage"),
	CONSTRAINT "vessel_voyages_id_uq" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "vessel_voyages" ADD CONSTRAINT "vessel_voyages_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_voyages" ADD CONSTRAINT "vessel_voyages_pol_id_ports_id_fk" FOREIGN KEY ("pol_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_voyages" ADD CONSTRAINT "vessel_voyages_pod_id_ports_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessel_voyages_ets_idx" ON "vessel_voyages" USING btree ("ets");--> statement-breakpoint
CREATE INDEX "vessel_voyages_schedule_idx" ON "vessel_voyages" USING btree ("schedule_voyage_id");
--> statement-breakpoint
-- Hand-written (as 0014 and 0018): the vessel-voyage items are derived data, recomputed in the transaction that
-- changes a booking or a schedule, so the vessel overview is never a stale copy. One function recomputes a set
-- of items (carrier, category, vessel, voyage) from their non-archived bookings: ETS and ETA from our schedule's
-- port calls at each booking's POL and POD when the voyage is in the schedule (carrier, vessel name and voyage
-- number match), else the booking's own ETD and ETA; the most frequent POL, POD and ERP ids; the count and the
-- TEU (a line's containerType id starting with 2 is one TEU a box, any other two, none yet nothing: the domain's
-- teuOf). An item without bookings, or without any date, is removed. Security definer: a customer's transaction
-- (row-level security) changes a booking, and the item counts every client's bookings.
CREATE OR REPLACE FUNCTION vessel_voyages_refresh(k_carrier text[], k_category text[], k_vessel text[],
  k_voyage text[]) RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  WITH k AS (
    SELECT DISTINCT u.carrier_id, u.category, u.vessel, u.voyage
    FROM unnest(k_carrier, k_category, k_vessel, k_voyage) AS u(carrier_id, category, vessel, voyage)
    WHERE u.carrier_id IS NOT NULL AND u.category IS NOT NULL AND u.vessel IS NOT NULL AND u.voyage IS NOT NULL
  ),
  s AS (
    SELECT k.*, sv.voyage_id, sv.service_id FROM k
    LEFT JOIN LATERAL (
      SELECT vo.id AS voyage_id, se.id AS service_id
      FROM services se
      JOIN voyages vo ON vo.service_id = se.id AND vo.voyage_number = k.voyage
      JOIN vessels ve ON ve.id = vo.vessel_id AND ve.name = k.vessel
      WHERE se.carrier_id = k.carrier_id
      ORDER BY vo.first_departure LIMIT 1
    ) sv ON true
  ),
  b AS (
    SELECT s.carrier_id, s.category, s.vessel, s.voyage, s.voyage_id, s.service_id,
      coalesce((SELECT pc.departure FROM port_calls pc WHERE pc.voyage_id = s.voyage_id AND pc.port_id = bk.pol_id
        ORDER BY pc.sequence LIMIT 1), bk.etd) AS ets,
      coalesce((SELECT pc.arrival FROM port_calls pc WHERE pc.voyage_id = s.voyage_id AND pc.port_id = bk.pod_id
        ORDER BY pc.sequence DESC LIMIT 1), bk.eta) AS eta,
      bk.pol_id, bk.pod_id, bk.erp_carrier_id, bk.erp_service_id,
      (SELECT coalesce(sum(CASE WHEN line -> 'containerType' ->> 'id' IS NULL THEN 0
                                WHEN line -> 'containerType' ->> 'id' LIKE '2%' THEN 1 ELSE 2 END
                           * coalesce((line ->> 'quantity')::int, 0)), 0)
       FROM jsonb_array_elements(bk.cargo) AS line) AS teu
    FROM s
    JOIN bookings bk ON bk.carrier_id = s.carrier_id AND bk.category = s.category AND bk.vessel = s.vessel
      AND bk.voyage = s.voyage AND NOT bk.archived
  ),
  agg AS (
    SELECT carrier_id, category, vessel, voyage, voyage_id, service_id, min(ets) AS ets, max(eta) AS eta,
      mode() WITHIN GROUP (ORDER BY pol_id) AS pol_id, mode() WITHIN GROUP (ORDER BY pod_id) AS pod_id,
      mode() WITHIN GROUP (ORDER BY erp_carrier_id) AS erp_carrier_id,
      mode() WITHIN GROUP (ORDER BY erp_service_id) AS erp_service_id,
      count(*)::int AS booking_count, sum(teu)::int AS teu
    FROM b GROUP BY carrier_id, category, vessel, voyage, voyage_id, service_id
  ),
  gone AS (
    DELETE FROM vessel_voyages vv USING k
    WHERE vv.carrier_id = k.carrier_id AND vv.category = k.category AND vv.vessel = k.vessel
      AND vv.voyage = k.voyage
      AND NOT EXISTS (SELECT 1 FROM agg a WHERE a.carrier_id = k.carrier_id AND a.category = k.category
        AND a.vessel = k.vessel AND a.voyage = k.voyage AND a.ets IS NOT NULL)
  )
  INSERT INTO vessel_voyages (carrier_id, category, vessel, voyage, ets, eta, pol_id, pod_id, erp_carrier_id,
    erp_service_id, service_id, schedule_voyage_id, booking_count, teu)
  SELECT carrier_id, category, vessel, voyage, ets, eta, pol_id, pod_id, erp_carrier_id, erp_service_id,
    service_id, voyage_id, booking_count, teu
  FROM agg WHERE ets IS NOT NULL
  ON CONFLICT (carrier_id, category, vessel, voyage) DO UPDATE SET
    ets = EXCLUDED.ets, eta = EXCLUDED.eta, pol_id = EXCLUDED.pol_id, pod_id = EXCLUDED.pod_id,
    erp_carrier_id = EXCLUDED.erp_carrier_id, erp_service_id = EXCLUDED.erp_service_id,
    service_id = EXCLUDED.service_id, schedule_voyage_id = EXCLUDED.schedule_voyage_id,
    booking_count = EXCLUDED.booking_count, teu = EXCLUDED.teu, updated_at = now()
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert (the seeds, 25,000 generated bookings a
-- statement) recomputes each touched item once. An update recomputes only the items of rows whose item-relevant
-- columns changed (a comment or a status text touches none); both the old and the new item are recomputed.
CREATE OR REPLACE FUNCTION bookings_vessel_voyages_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (SELECT DISTINCT carrier_id, category, vessel, voyage FROM new_rows
        WHERE NOT archived AND vessel IS NOT NULL AND voyage IS NOT NULL) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_vessel_voyages_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (SELECT DISTINCT carrier_id, category, vessel, voyage FROM old_rows
        WHERE NOT archived AND vessel IS NOT NULL AND voyage IS NOT NULL) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_vessel_voyages_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (
    SELECT o.carrier_id, o.category, o.vessel, o.voyage FROM old_rows o
    WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id
      AND (n.carrier_id, n.category, n.vessel, n.voyage, n.archived, n.etd, n.eta, n.pol_id, n.pod_id,
           n.erp_carrier_id, n.erp_service_id, n.cargo)
      IS NOT DISTINCT FROM (o.carrier_id, o.category, o.vessel, o.voyage, o.archived, o.etd, o.eta, o.pol_id,
           o.pod_id, o.erp_carrier_id, o.erp_service_id, o.cargo))
    UNION
    SELECT n.carrier_id, n.category, n.vessel, n.voyage FROM new_rows n
    WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id
      AND (n.carrier_id, n.category, n.vessel, n.voyage, n.archived, n.etd, n.eta, n.pol_id, n.pod_id,
           n.erp_carrier_id, n.erp_service_id, n.cargo)
      IS NOT DISTINCT FROM (o.carrier_id, o.category, o.vessel, o.voyage, o.archived, o.etd, o.eta, o.pol_id,
           o.pod_id, o.erp_carrier_id, o.erp_service_id, o.cargo))
  ) d WHERE vessel IS NOT NULL AND voyage IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_vessel_voyages_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_vessel_voyages_insert();
--> statement-breakpoint
CREATE TRIGGER bookings_vessel_voyages_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_vessel_voyages_update();
--> statement-breakpoint
CREATE TRIGGER bookings_vessel_voyages_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_vessel_voyages_delete();
--> statement-breakpoint
-- A schedule change (port calls added, moved or removed; a voyage replaced) recomputes the items of the voyages
-- it touches, in both categories: those already tied to the voyage and those whose bookings name it.
CREATE OR REPLACE FUNCTION port_calls_vessel_voyages() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT voyage_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT voyage_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT voyage_id) INTO touched
    FROM (SELECT voyage_id FROM old_rows UNION SELECT voyage_id FROM new_rows) t;
  END IF;
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (
    SELECT se.carrier_id, c.category, ve.name AS vessel, vo.voyage_number AS voyage
    FROM voyages vo JOIN services se ON se.id = vo.service_id JOIN vessels ve ON ve.id = vo.vessel_id,
      unnest(array['Export', 'Import']) AS c(category)
    WHERE vo.id = ANY (touched)
    UNION
    SELECT carrier_id, category, vessel, voyage FROM vessel_voyages WHERE schedule_voyage_id = ANY (touched)
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER port_calls_vessel_voyages_insert AFTER INSERT ON port_calls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION port_calls_vessel_voyages();
--> statement-breakpoint
CREATE TRIGGER port_calls_vessel_voyages_update AFTER UPDATE ON port_calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION port_calls_vessel_voyages();
--> statement-breakpoint
CREATE TRIGGER port_calls_vessel_voyages_delete AFTER DELETE ON port_calls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION port_calls_vessel_voyages();
--> statement-breakpoint
-- The items of the bookings already stored.
SELECT vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
FROM (SELECT DISTINCT carrier_id, category, vessel, voyage FROM bookings
      WHERE NOT archived AND vessel IS NOT NULL AND voyage IS NOT NULL) d;
--> statement-breakpoint
-- Staff data (no client's to share): closed to customers' transactions.
ALTER TABLE "vessel_voyages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vessel_voyages_staff" ON "vessel_voyages" USING (app_client_id() IS NULL);
