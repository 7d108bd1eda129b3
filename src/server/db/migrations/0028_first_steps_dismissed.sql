-- The dashboard's first steps (issue 45): shown to a new company until an owner or admin
-- dismisses them.
ALTER TABLE "companies" ADD COLUMN "first_steps_dismissed_at" timestamp with time zone;