ALTER TABLE "companies" ADD COLUMN "logo_size" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "storage_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_storage_quota_min" CHECK ("companies"."storage_quota_mb" IS NULL OR "companies"."storage_quota_mb" >= 0);