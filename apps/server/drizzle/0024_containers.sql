CREATE TABLE "containers" (
	"container" text PRIMARY KEY NOT NULL,
	"seal_num" text,
	"status" text,
	"gate_in" timestamp with time zone,
	"pick_up" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (as 0022): row-level security on the new table. Load lists are staff's (the rows carry no client;
-- the booking a container sails on does): closed to customers' transactions.
ALTER TABLE "containers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "containers_staff" ON "containers" USING (app_client_id() IS NULL);
