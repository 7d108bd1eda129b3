CREATE TYPE "public"."web_vital_name" AS ENUM('LCP', 'INP', 'CLS', 'TTFB', 'FCP');--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "web_vital_name" NOT NULL,
	"value" double precision NOT NULL,
	"path" text NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at","name");