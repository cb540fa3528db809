CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"carrier_id" text NOT NULL,
	"due_date" date NOT NULL,
	"inv_date" date,
	"pay_date" date,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"debit_credit" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_confirmation_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"carrier_id" text NOT NULL,
	"port_id" text,
	"client_id" uuid,
	"statistic_client_id" uuid,
	"category" text,
	"contact_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"automatic_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_confirmation_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"port_id" text NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"mail_id" uuid,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'DEFAULT' NOT NULL,
	"status_at" timestamp with time zone,
	"status_by_id" uuid,
	"status_by_name" text,
	"status_comment" text
);
--> statement-breakpoint
CREATE TABLE "weekly_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"rec_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"carrier_id" text NOT NULL,
	"pay_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"debit_credit" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"platform_status" text,
	"commission_status" text DEFAULT 'OPEN' NOT NULL,
	"approved_by_ocr" boolean DEFAULT false NOT NULL,
	"invoice_references" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_payments_reference_uq" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_booking_type_uq";--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_configs" ADD CONSTRAINT "payment_confirmation_configs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_configs" ADD CONSTRAINT "payment_confirmation_configs_statistic_client_id_clients_id_fk" FOREIGN KEY ("statistic_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_emails" ADD CONSTRAINT "payment_confirmation_emails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_emails" ADD CONSTRAINT "payment_confirmation_emails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_emails" ADD CONSTRAINT "payment_confirmation_emails_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation_emails" ADD CONSTRAINT "payment_confirmation_emails_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payment_id_weekly_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."weekly_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_status_by_id_users_id_fk" FOREIGN KEY ("status_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_payments" ADD CONSTRAINT "weekly_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_payments" ADD CONSTRAINT "weekly_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_due_idx" ON "commissions" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "commissions_currency_idx" ON "commissions" USING btree ("currency","status","due_date","id");--> statement-breakpoint
CREATE INDEX "commissions_booking_idx" ON "commissions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_confirmation_configs_carrier_idx" ON "payment_confirmation_configs" USING btree ("type","carrier_id","port_id");--> statement-breakpoint
CREATE INDEX "payment_confirmation_configs_client_idx" ON "payment_confirmation_configs" USING btree ("type","carrier_id","client_id");--> statement-breakpoint
CREATE INDEX "payment_confirmation_emails_booking_idx" ON "payment_confirmation_emails" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_documents_payment_idx" ON "payment_documents" USING btree ("payment_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "weekly_payments_pay_date_idx" ON "weekly_payments" USING btree ("pay_date","reference");--> statement-breakpoint
CREATE INDEX "weekly_payments_currency_idx" ON "weekly_payments" USING btree ("currency","pay_date","reference");--> statement-breakpoint
CREATE INDEX "weekly_payments_status_idx" ON "weekly_payments" USING btree ("status","pay_date","reference");--> statement-breakpoint
CREATE INDEX "weekly_payments_booking_idx" ON "weekly_payments" USING btree ("booking_id","pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_booking_type_uq" ON "tasks" USING btree ("booking_id","type",coalesce("payment_reference", ''));--> statement-breakpoint
-- Hand-written (as 0012, 0014 and 0017): row-level security on the new tables. Payments, their documents,
-- commissions and confirmation e-mails carry the booking's client: a customer's transaction would see its own
-- company's rows only, and of those none (payments are staff's, spec 000 §6: the accounting tab and actions).
ALTER TABLE "weekly_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "weekly_payments_tenant" ON "weekly_payments" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
CREATE POLICY "weekly_payments_staff" ON "weekly_payments" AS RESTRICTIVE USING (app_client_id() IS NULL);
--> statement-breakpoint
ALTER TABLE "payment_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "payment_documents_tenant" ON "payment_documents" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
CREATE POLICY "payment_documents_staff" ON "payment_documents" AS RESTRICTIVE USING (app_client_id() IS NULL);
--> statement-breakpoint
ALTER TABLE "commissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "commissions_tenant" ON "commissions" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
CREATE POLICY "commissions_staff" ON "commissions" AS RESTRICTIVE USING (app_client_id() IS NULL);
--> statement-breakpoint
ALTER TABLE "payment_confirmation_emails" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "payment_confirmation_emails_tenant" ON "payment_confirmation_emails" USING (app_client_id() IS NULL OR "client_id" = app_client_id());
--> statement-breakpoint
CREATE POLICY "payment_confirmation_emails_staff" ON "payment_confirmation_emails" AS RESTRICTIVE USING (app_client_id() IS NULL);
--> statement-breakpoint
-- The configs are staff's configuration (no client's data to share): closed to customers' transactions.
ALTER TABLE "payment_confirmation_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "payment_confirmation_configs_staff" ON "payment_confirmation_configs" USING (app_client_id() IS NULL);
