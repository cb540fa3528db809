CREATE TABLE "request_list_counts" (
	"carrier_id" text NOT NULL,
	"status_code" smallint NOT NULL,
	"hold" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "request_list_counts_carrier_id_status_code_hold_pk" PRIMARY KEY("carrier_id","status_code","hold")
);
--> statement-breakpoint
DROP TRIGGER request_open_counts_insert ON booking_requests;--> statement-breakpoint
DROP TRIGGER request_open_counts_update ON booking_requests;--> statement-breakpoint
DROP TRIGGER request_open_counts_delete ON booking_requests;--> statement-breakpoint
DROP FUNCTION request_open_counts_apply();--> statement-breakpoint
ALTER TABLE "request_open_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "request_open_counts" CASCADE;--> statement-breakpoint
DROP INDEX "booking_requests_client_idx";--> statement-breakpoint
DROP INDEX "booking_requests_agent_idx";--> statement-breakpoint
DROP INDEX "booking_requests_carrier_idx";--> statement-breakpoint
DROP INDEX "booking_requests_open_idx";--> statement-breakpoint
DROP INDEX "booking_requests_closed_idx";--> statement-breakpoint
-- search_text is a key column of the list indexes now, and a btree entry holds at most about 2,700 bytes: the
-- column keeps the first 500 characters (the fields it joins are far shorter).
CREATE OR REPLACE FUNCTION booking_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := left(lower(concat_ws(' ', NEW.id, NEW.customer_reference, NEW.vessel, NEW.agreement_no,
    (SELECT c.name FROM clients c WHERE c.id = NEW.client_id))), 500);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE booking_requests SET search_text = left(search_text, 500) WHERE length(search_text) > 500;
--> statement-breakpoint
CREATE INDEX "booking_requests_client_open_idx" ON "booking_requests" USING btree ("client_id","hold","updated_at","id","status_code","carrier_id","agent_id","search_text") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "booking_requests_client_closed_idx" ON "booking_requests" USING btree ("client_id","updated_at","id","status_code","carrier_id","agent_id","search_text") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
CREATE INDEX "booking_requests_carrier_open_idx" ON "booking_requests" USING btree ("carrier_id","hold","updated_at","id","status_code","agent_id","search_text") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "booking_requests_carrier_closed_idx" ON "booking_requests" USING btree ("carrier_id","updated_at","id","status_code","agent_id","search_text") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
CREATE INDEX "booking_requests_agent_open_idx" ON "booking_requests" USING btree ("agent_id","hold","updated_at","id","status_code","carrier_id","search_text") WHERE "booking_requests"."status_code" <= 20 and "booking_requests"."agent_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_requests_unassigned_idx" ON "booking_requests" USING btree ("hold","updated_at","id","status_code","carrier_id","client_id","search_text") WHERE "booking_requests"."status_code" <= 20 and "booking_requests"."agent_id" is null;--> statement-breakpoint
CREATE INDEX "booking_requests_agent_closed_idx" ON "booking_requests" USING btree ("agent_id","updated_at","id","status_code","carrier_id","search_text") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
CREATE INDEX "booking_requests_quote_idx" ON "booking_requests" USING btree ("quote_number") WHERE "booking_requests"."quote_number" is not null;--> statement-breakpoint
CREATE INDEX "booking_requests_open_idx" ON "booking_requests" USING btree ("hold","updated_at","id","status_code","agent_id","carrier_id","client_id","search_text") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "booking_requests_closed_idx" ON "booking_requests" USING btree ("updated_at","id","status_code","agent_id","carrier_id","client_id","search_text") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
-- The counts of the list per carrier, status and hold flag: every statement that writes booking_requests adds
-- its change in the same transaction (replaces request_open_counts of 0007, which knew only the open tabs).
-- Security definer: a customer's transaction (role portal_app) submits requests but may not read the counts of
-- all clients, so the table is closed to it by row-level security.
CREATE OR REPLACE FUNCTION request_list_counts_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_list_counts AS c (carrier_id, status_code, hold, n)
      SELECT carrier_id, status_code, hold, count(*) FROM new_rows
      GROUP BY carrier_id, status_code, hold ORDER BY carrier_id, status_code, hold
      ON CONFLICT (carrier_id, status_code, hold) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE request_list_counts AS c SET n = c.n - d.n
      FROM (SELECT carrier_id, status_code, hold, count(*) AS n FROM old_rows GROUP BY carrier_id, status_code, hold) d
      WHERE c.carrier_id = d.carrier_id AND c.status_code = d.status_code AND c.hold = d.hold;
  ELSE
    INSERT INTO request_list_counts AS c (carrier_id, status_code, hold, n)
      SELECT carrier_id, status_code, hold, sum(d) FROM (
        SELECT carrier_id, status_code, hold, 1 AS d FROM new_rows
        UNION ALL
        SELECT carrier_id, status_code, hold, -1 FROM old_rows
      ) x GROUP BY carrier_id, status_code, hold HAVING sum(d) <> 0 ORDER BY carrier_id, status_code, hold
      ON CONFLICT (carrier_id, status_code, hold) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_list_counts_insert AFTER INSERT ON booking_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER request_list_counts_update AFTER UPDATE ON booking_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_list_counts_apply();
--> statement-breakpoint
CREATE TRIGGER request_list_counts_delete AFTER DELETE ON booking_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_list_counts_apply();
--> statement-breakpoint
INSERT INTO request_list_counts (carrier_id, status_code, hold, n)
  SELECT carrier_id, status_code, hold, count(*) FROM booking_requests GROUP BY carrier_id, status_code, hold;
--> statement-breakpoint
ALTER TABLE "request_list_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "request_list_counts_staff" ON "request_list_counts" USING (app_client_id() IS NULL);
--> statement-breakpoint
-- Index-only scans need a fresh visibility map: vacuum this table after 2 % of it changed, not 20 % (a server's
-- autovacuum reads these; the embedded database's vacuum job reads them too, see platform/db/maintenance.ts).
ALTER TABLE "booking_requests" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
