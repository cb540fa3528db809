CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"via" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "carriers" text[];--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "side_charges" jsonb DEFAULT '{"importCharges":[],"exportCharges":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_reassignment_rules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_confirmation_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("entity","entity_id","at");--> statement-breakpoint
-- Hand-written (as 0012, 0017 and 0019): row-level security on the new table. The audit trail is staff's (no
-- client's data to share): closed to customers' transactions.
ALTER TABLE "audit_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_entries_staff" ON "audit_entries" USING (app_client_id() IS NULL);
