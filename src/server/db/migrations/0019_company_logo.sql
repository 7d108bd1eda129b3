ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_type" text;