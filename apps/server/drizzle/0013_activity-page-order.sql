DROP INDEX "booking_request_activity_request_idx";--> statement-breakpoint
CREATE INDEX "booking_request_activity_request_idx" ON "booking_request_activity" USING btree ("request_id","at","id");