ALTER TABLE "companies" ADD COLUMN "admin_notes" text;--> statement-breakpoint
-- Decision 026: the manage dialog wrote the administrator's notes over billing_email. A value
-- there that is not one e-mail address is such a note: it moves to admin_notes (kept as
-- written), and billing_email goes back to what sign-up put there, the contact e-mail.
UPDATE "companies"
SET "admin_notes" = "billing_email", "billing_email" = "contact_email"
WHERE "billing_email" IS NOT NULL
  AND btrim("billing_email") !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$';
