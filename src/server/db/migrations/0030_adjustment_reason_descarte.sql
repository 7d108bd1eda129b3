-- Issue 38: 'descarte' joins the adjustment reasons: a lot unfit for use (expired, damaged,
-- recalled) leaves stock by an explicit adjustment, never through an application.
ALTER TYPE "public"."adjustment_reason" ADD VALUE 'descarte' BEFORE 'inventario';