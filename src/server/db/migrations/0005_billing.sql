CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_id" uuid,
	"event_created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_name_run_key_pk" PRIMARY KEY("name","run_key")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billed_seats" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_charges" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_company_id_idx" ON "billing_events" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_stripe_customer_unique" ON "companies" USING btree ("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "user_charges" ADD CONSTRAINT "user_charges_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id");