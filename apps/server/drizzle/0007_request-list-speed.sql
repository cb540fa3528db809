CREATE TABLE "request_open_counts" (
	"carrier_id" text NOT NULL,
	"hold" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "request_open_counts_carrier_id_hold_pk" PRIMARY KEY("carrier_id","hold")
);
--> statement-breakpoint
DROP INDEX "booking_requests_id_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_customer_ref_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_vessel_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_open_idx";--> statement-breakpoint
DROP INDEX "booking_requests_closed_idx";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_requests_search_trgm" ON "booking_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_open_idx" ON "booking_requests" USING btree ("hold","updated_at","id","status_code","agent_id","carrier_id","client_id") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "booking_requests_closed_idx" ON "booking_requests" USING btree ("updated_at","id","status_code","agent_id","carrier_id","client_id") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
-- The search column holds what the list's text search reads (id, customer reference, vessel, client name),
-- lower-case, so one trigram index answers every word instead of an OR of four LIKEs.
CREATE OR REPLACE FUNCTION booking_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.id, NEW.customer_reference, NEW.vessel, NEW.agreement_no,
    (SELECT c.name FROM clients c WHERE c.id = NEW.client_id)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_requests_search_text BEFORE INSERT OR UPDATE OF id, customer_reference, vessel, agreement_no, client_id
  ON booking_requests FOR EACH ROW EXECUTE FUNCTION booking_requests_search_text();
--> statement-breakpoint
-- A renamed client is found under its new name.
CREATE OR REPLACE FUNCTION clients_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_requests SET client_id = client_id WHERE client_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_search_text AFTER UPDATE OF name ON clients FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION clients_search_text();
--> statement-breakpoint
UPDATE booking_requests SET client_id = client_id;
--> statement-breakpoint
-- Badge counts: every statement that writes booking_requests adds its change of open requests per carrier and
-- hold flag in the same transaction. Security definer: a customer's transaction (role portal_app) submits
-- requests but may not read the counts of all clients, so the table is closed to it by row-level security.
CREATE OR REPLACE FUNCTION request_open_counts_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_open_counts AS c (carrier_id, hold, n)
      SELECT carrier_id, hold, count(*) FROM new_rows WHERE status_code <= 20
      GROUP BY carrier_id, hold ORDER BY carrier_id, hold
      ON CONFLICT (carrier_id, hold) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE request_open_counts AS c SET n = c.n - d.n
      FROM (SELECT carrier_id, hold, count(*) AS n FROM old_rows WHERE status_code <= 20 GROUP BY carrier_id, hold) d
      WHERE c.carrier_id = d.carrier_id AND c.hold = d.hold;
  ELSE
    INSERT INTO request_open_counts AS c (carrier_id, hold, n)
      SELECT carrier_id, hold, sum(d) FROM (
        SELECT carrier_id, hold, 1 AS d FROM new_rows WHERE status_code <= 20
        UNION ALL
        SELECT carrier_id, hold, -1 FROM old_rows WHERE status_code <= 20
      ) x GROUP BY carrier_id, hold HAVING sum(d) <> 0 ORDER BY carrier_id, hold
      ON CONFLICT (carrier_id, hold) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_open_counts_insert AFTER INSERT ON booking_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER request_open_counts_update AFTER UPDATE ON booking_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER request_open_counts_delete AFTER DELETE ON booking_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_open_counts_apply();
--> statement-breakpoint
INSERT INTO request_open_counts (carrier_id, hold, n)
  SELECT carrier_id, hold, count(*) FROM booking_requests WHERE status_code <= 20 GROUP BY carrier_id, hold;
--> statement-breakpoint
ALTER TABLE "request_open_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "request_open_counts_staff" ON "request_open_counts" USING (app_client_id() IS NULL);
