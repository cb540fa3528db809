CREATE TABLE "schedule_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"date" text NOT NULL,
	"weeks" integer NOT NULL,
	"carrier_id" text,
	"user_id" uuid,
	"erp_user_id" text,
	"erp_client_id" text,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "schedule_searches_created_idx" ON "schedule_searches" USING btree ("created_at");