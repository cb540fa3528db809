-- Hand-written (as 0025): a voyage of our schedule renumbered, moved to another vessel or another service, or a
-- vessel renamed, changes which bookings' items it is (carrier, vessel name and voyage number), so it recomputes,
-- in both categories, the items of the old name and of the new one, and those already tied to the voyage. Port
-- calls added, moved or removed are 0025's trigger; a new voyage gets its items with its port calls.
CREATE OR REPLACE FUNCTION voyages_vessel_voyages() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (
    WITH changed AS (
      SELECT o.id, o.service_id AS old_service, o.vessel_id AS old_vessel, o.voyage_number AS old_number,
        n.service_id AS new_service, n.vessel_id AS new_vessel, n.voyage_number AS new_number
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (n.service_id, n.vessel_id, n.voyage_number, n.first_departure)
        IS DISTINCT FROM (o.service_id, o.vessel_id, o.voyage_number, o.first_departure)
    ),
    named AS (
      SELECT old_service AS service_id, old_vessel AS vessel_id, old_number AS voyage_number FROM changed
      UNION
      SELECT new_service, new_vessel, new_number FROM changed
    )
    SELECT se.carrier_id, c.category, ve.name AS vessel, named.voyage_number AS voyage
    FROM named JOIN services se ON se.id = named.service_id JOIN vessels ve ON ve.id = named.vessel_id,
      unnest(array['Export', 'Import']) AS c(category)
    UNION
    SELECT vv.carrier_id, vv.category, vv.vessel, vv.voyage FROM vessel_voyages vv
    WHERE vv.schedule_voyage_id IN (SELECT id FROM changed)
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER voyages_vessel_voyages_update AFTER UPDATE ON voyages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION voyages_vessel_voyages();
--> statement-breakpoint
-- A vessel renamed: the items of its voyages under the old name and under the new one.
CREATE OR REPLACE FUNCTION vessels_vessel_voyages() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM vessel_voyages_refresh(array_agg(carrier_id), array_agg(category), array_agg(vessel), array_agg(voyage))
  FROM (
    SELECT se.carrier_id, c.category, r.name AS vessel, vo.voyage_number AS voyage
    FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.name IS DISTINCT FROM o.name,
      LATERAL (VALUES (o.name), (n.name)) AS r(name),
      voyages vo JOIN services se ON se.id = vo.service_id,
      unnest(array['Export', 'Import']) AS c(category)
    WHERE vo.vessel_id = n.id
  ) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vessels_vessel_voyages_update AFTER UPDATE ON vessels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vessels_vessel_voyages();
