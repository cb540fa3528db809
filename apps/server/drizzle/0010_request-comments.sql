ALTER TABLE "booking_request_activity" ADD COLUMN "is_accounting_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "mentions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "checklist_item_id" text;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD COLUMN "pinned_by_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_request_activity" ADD CONSTRAINT "booking_request_activity_pinned_by_id_users_id_fk" FOREIGN KEY ("pinned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_request_activity_pinned_idx" ON "booking_request_activity" USING btree ("request_id") WHERE "booking_request_activity"."pinned_at" is not null;--> statement-breakpoint
-- Hand-written (as 0001, 0004, 0005 and 0009). The tenant policy of 0005 stays (own client, not internal: what a
-- customer may write). Reading asks more: a customer's transaction sees only comments and activity with a comment,
-- never accounting's entries (spec 000 §6, domain isVisibleToCustomer). The policy is restrictive and for SELECT
-- only, so a customer's save still writes its public EDITED entry (an INSERT without RETURNING reads nothing).
CREATE POLICY "booking_request_activity_customer_read" ON "booking_request_activity" AS RESTRICTIVE FOR SELECT USING (app_client_id() IS NULL OR ("type" IN ('COMMENT', 'ACTIVITY_WITH_COMMENT') AND NOT "is_accounting_activity"));
--> statement-breakpoint
-- The pin limit counts every pinned comment of a request, internal ones included, which a customer's transaction
-- cannot see. This function answers the ids (never their content) as the owner; the repo calls it only for a
-- request the actor may see, which it has locked.
CREATE OR REPLACE FUNCTION booking_request_pinned_ids(req text) RETURNS SETOF uuid LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS
$$ SELECT "id" FROM "booking_request_activity" WHERE "request_id" = req AND "pinned_at" IS NOT NULL $$;
