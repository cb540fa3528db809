CREATE TABLE "task_reassignment_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"carrier_id" text NOT NULL,
	"to_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reassignment_rules_uq" UNIQUE("from_user_id","carrier_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"department" text NOT NULL,
	"user_role" text NOT NULL,
	"carrier_id" text NOT NULL,
	"category" text NOT NULL,
	"payment_reference" text,
	"pay_date" date,
	"due_date" timestamp with time zone NOT NULL,
	"create_at" timestamp with time zone NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"assigned_user_id" uuid,
	"team_id" uuid,
	"manual_resolve" text NOT NULL,
	"follow_up_of" uuid,
	"checklist_item_id" text,
	"checklist_stage_id" text,
	"additional_info" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_booking_type_uq" UNIQUE("booking_id","type")
);
--> statement-breakpoint
ALTER TABLE "task_reassignment_rules" ADD CONSTRAINT "task_reassignment_rules_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reassignment_rules" ADD CONSTRAINT "task_reassignment_rules_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_follow_up_of_tasks_id_fk" FOREIGN KEY ("follow_up_of") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_open_idx" ON "tasks" USING btree ("assigned_user_id","department","due_date","id") WHERE "tasks"."show" and not "tasks"."resolved";--> statement-breakpoint
CREATE INDEX "tasks_team_open_idx" ON "tasks" USING btree ("team_id","department","due_date","id") WHERE "tasks"."show" and not "tasks"."resolved";--> statement-breakpoint
CREATE INDEX "tasks_open_idx" ON "tasks" USING btree ("department","due_date","id") WHERE "tasks"."show" and not "tasks"."resolved";--> statement-breakpoint
CREATE INDEX "tasks_announce_idx" ON "tasks" USING btree ("create_at") WHERE "tasks"."show" and not "tasks"."resolved" and "tasks"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_follow_up_idx" ON "tasks" USING btree ("follow_up_of");--> statement-breakpoint
-- Hand-written (as 0012 and 0014): row-level security on the new tables. A customer's transaction sees its own
-- company's tasks, and of those only the client tasks (the staff's work on its bookings stays the staff's).
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tasks_tenant" ON "tasks" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
CREATE POLICY "tasks_customer_read" ON "tasks" AS RESTRICTIVE FOR SELECT USING (app_client_id() IS NULL OR "user_role" = 'client');
--> statement-breakpoint
-- Reassignment rules are the staff's own (no client's data): closed to customers' transactions.
ALTER TABLE "task_reassignment_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "task_reassignment_rules_staff" ON "task_reassignment_rules" USING (app_client_id() IS NULL);
