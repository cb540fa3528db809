CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "booking_requests_view_idx";--> statement-breakpoint
DROP INDEX "booking_requests_customer_ref_idx";--> statement-breakpoint
CREATE INDEX "booking_requests_open_idx" ON "booking_requests" USING btree ("hold","updated_at","id") WHERE "booking_requests"."status_code" <= 20;--> statement-breakpoint
CREATE INDEX "booking_requests_closed_idx" ON "booking_requests" USING btree ("updated_at","id") WHERE "booking_requests"."status_code" >= 30;--> statement-breakpoint
CREATE INDEX "booking_requests_id_trgm" ON "booking_requests" USING gin (lower("id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_customer_ref_trgm" ON "booking_requests" USING gin (lower("customer_reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_vessel_trgm" ON "booking_requests" USING gin (lower("vessel") gin_trgm_ops);