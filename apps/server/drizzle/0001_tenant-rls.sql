-- Row-level security as a second wall behind the repos' own scoping: inside a tenant transaction the server
-- switches to the role portal_app and sets app.client_id; a customer then sees only its own client's rows even
-- if a query forgets the scope. An empty app.client_id (staff) sees everything. Outside such transactions the
-- connecting role (the owner) is not subject to these policies.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
GRANT portal_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_client_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.client_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "clients_tenant" ON "clients" USING (app_client_id() IS NULL OR "id" = app_client_id());
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Customers see their colleagues and the staff (agents they talk to), never another company's people.
CREATE POLICY "users_tenant" ON "users" USING (app_client_id() IS NULL OR "client_id" = app_client_id() OR "client_id" IS NULL);
