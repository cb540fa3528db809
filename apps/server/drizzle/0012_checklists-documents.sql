CREATE TABLE "checklist_items" (
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"item_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"label" text NOT NULL,
	"order" integer NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"task_category" text DEFAULT 'operations' NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"checked_by_id" uuid,
	"checked_by_name" text,
	"checked_at" timestamp with time zone,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_action" jsonb,
	CONSTRAINT "checklist_items_record_kind_record_id_item_id_pk" PRIMARY KEY("record_kind","record_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"category" text NOT NULL,
	"staff_checked" integer DEFAULT 0 NOT NULL,
	"staff_total" integer DEFAULT 0 NOT NULL,
	"customer_checked" integer DEFAULT 0 NOT NULL,
	"customer_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_record_kind_record_id_pk" PRIMARY KEY("record_kind","record_id")
);
--> statement-breakpoint
CREATE TABLE "collab_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"checklist_item_id" text,
	"is_internal" boolean DEFAULT false NOT NULL,
	"document_type" text DEFAULT 'ADDITIONAL_DOCUMENTS' NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_by_side" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'DEFAULT' NOT NULL,
	"status_at" timestamp with time zone,
	"status_by_id" uuid,
	"status_by_name" text,
	"status_comment" text,
	"final" boolean DEFAULT false NOT NULL,
	"selected_for_comparison" boolean DEFAULT false NOT NULL,
	"copy_of_id" uuid
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_status_by_id_users_id_fk" FOREIGN KEY ("status_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_copy_of_id_collab_documents_id_fk" FOREIGN KEY ("copy_of_id") REFERENCES "public"."collab_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_documents_record_idx" ON "collab_documents" USING btree ("record_kind","record_id","checklist_item_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_documents_copy_uq" ON "collab_documents" USING btree ("copy_of_id") WHERE "collab_documents"."copy_of_id" is not null;--> statement-breakpoint
-- Hand-written (as 0005, 0009, 0010): row-level security from the tables' first migration. A customer's transaction
-- sees and changes its own client's checklist and documents only, never an internal item or document (spec 000
-- §6). Checklists of old records are created on first read by the owner, since they include staff's internal items.
ALTER TABLE "checklists" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklists_tenant" ON "checklists" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "checklist_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklist_items_tenant" ON "checklist_items" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
--> statement-breakpoint
ALTER TABLE "collab_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "collab_documents_tenant" ON "collab_documents" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
--> statement-breakpoint
-- A new request's checklist is written in the transaction that creates it, which is the customer's own when a
-- customer submits: the template's internal items are inserted too (never read back by that transaction).
CREATE POLICY "checklist_items_create" ON "checklist_items" FOR INSERT WITH CHECK ("client_id" = app_client_id());
