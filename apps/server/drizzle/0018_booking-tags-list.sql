-- A tag-filtered bookings list read the list index newest first and probed booking_tags for each booking until a
-- page carried the tag (issue 11 benchmark: p95 123 ms with 50 clients at 1,000,000 bookings). booking_tags now
-- holds copies of the booking's list columns (tab flags, category, the two order dates), kept in step by the
-- triggers below, and two indexes led by the tag: a tag's page is one index range joined to bookings by id.
DROP INDEX "booking_tags_tag_idx";--> statement-breakpoint
ALTER TABLE "booking_tags" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD COLUMN "pending_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD COLUMN "category" text DEFAULT 'Export' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "booking_tags" bt SET "archived" = b."archived", "pending_payment" = b."pending_payment",
  "category" = b."category", "updated_at" = b."updated_at", "created_at" = b."created_at"
  FROM "bookings" b WHERE b."id" = bt."booking_id";
--> statement-breakpoint
CREATE INDEX "booking_tags_list_idx" ON "booking_tags" USING btree ("tag_id","archived","pending_payment","category","updated_at","booking_id");--> statement-breakpoint
CREATE INDEX "booking_tags_created_idx" ON "booking_tags" USING btree ("tag_id","archived","pending_payment","category","created_at","booking_id");--> statement-breakpoint
-- A new tag row takes its booking's list columns, whatever the insert gave. Security definer: bookings and
-- booking_tags are read here whoever inserts (booking_tags is closed to customer transactions).
CREATE OR REPLACE FUNCTION booking_tags_list_columns() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
DECLARE
  b record;
BEGIN
  SELECT archived, pending_payment, category, updated_at, created_at INTO b FROM bookings WHERE id = NEW.booking_id;
  -- No such booking: the foreign key refuses the row with its own message.
  IF FOUND THEN
    NEW.archived := b.archived;
    NEW.pending_payment := b.pending_payment;
    NEW.category := b.category;
    NEW.updated_at := b.updated_at;
    NEW.created_at := b.created_at;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_tags_list_columns BEFORE INSERT OR UPDATE OF booking_id
  ON booking_tags FOR EACH ROW EXECUTE FUNCTION booking_tags_list_columns();
--> statement-breakpoint
-- A booking's change of those columns reaches its tag rows in the same transaction. Security definer: a customer's
-- transaction that changes a booking cannot see booking_tags under row-level security, and would leave them stale.
CREATE OR REPLACE FUNCTION bookings_tag_list_columns() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  UPDATE booking_tags SET archived = NEW.archived, pending_payment = NEW.pending_payment,
    category = NEW.category, updated_at = NEW.updated_at, created_at = NEW.created_at
    WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_tag_list_columns AFTER UPDATE OF archived, pending_payment, category, updated_at, created_at
  ON bookings FOR EACH ROW
  WHEN ((OLD.archived, OLD.pending_payment, OLD.category, OLD.updated_at, OLD.created_at)
    IS DISTINCT FROM (NEW.archived, NEW.pending_payment, NEW.category, NEW.updated_at, NEW.created_at))
  EXECUTE FUNCTION bookings_tag_list_columns();
