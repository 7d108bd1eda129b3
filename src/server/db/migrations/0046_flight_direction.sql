-- The flight lines' direction, measured with the audit when its files are imported (issue 39 item 4).
-- Audits measured before have none until their operation's files change or its plot does: the
-- applied-area import (0042) came with this same issue, before any release.
ALTER TABLE "flight_audits" ADD COLUMN "direcao_voo" smallint;--> statement-breakpoint
ALTER TABLE "flight_audits" ADD CONSTRAINT "flight_audits_direcao_voo" CHECK ("flight_audits"."direcao_voo" BETWEEN 0 AND 179);