CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid,
	"group_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"reference_object" text NOT NULL,
	"reference_id" text NOT NULL,
	"activity_id" text,
	"text" text NOT NULL,
	"actor_id" uuid,
	"redirected_from_id" uuid,
	"is_internal" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_redirected_from_id_users_id_fk" FOREIGN KEY ("redirected_from_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_at_idx" ON "notifications" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","at","id") WHERE not "notifications"."seen";--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("group_id");--> statement-breakpoint
-- Hand-written (as 0005, 0009, 0010). A customer reads and changes only its own client's notifications, never an
-- internal one (the repo narrows further to the user's own). A customer's comment notifies staff, so a customer
-- transaction may also insert rows without a client (staff recipients); the repo inserts without RETURNING.
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "notifications_tenant" ON "notifications" USING (app_client_id() IS NULL OR ("client_id" = app_client_id() AND NOT "is_internal"));
--> statement-breakpoint
CREATE POLICY "notifications_notify_staff" ON "notifications" FOR INSERT WITH CHECK ("client_id" IS NULL);
