-- Issue 45 item 8: a referral keeps the referred company's name as it signed up, so it is
-- named even when the company is gone; the rows of today take their company's name.
ALTER TABLE "affiliate_referrals" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "affiliate_referrals" r SET "company_name" = c."company_name"
FROM "companies" c WHERE c."id" = r."company_id";
