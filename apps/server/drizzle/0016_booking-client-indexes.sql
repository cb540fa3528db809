-- A customer's Active and History lists take bookings of every payment state: their client index leads with
-- client, archived and category only, so the page is read in order instead of sorted (issue 11 benchmark).
DROP INDEX IF EXISTS "bookings_client_list_idx";--> statement-breakpoint
CREATE INDEX "bookings_client_list_idx" ON "bookings" USING btree ("client_id","archived","category","updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_client_created_idx" ON "bookings" USING btree ("client_id","archived","category","created_at","id");
