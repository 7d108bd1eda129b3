ALTER TABLE "mapa_report_submissions" ADD COLUMN "pdf_todas" "bytea";--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "pdf_todas_sha256" text;--> statement-breakpoint
-- Decision 029: every UF's PDF of a month, once stored with the marking that completed it, is
-- never replaced either, as the UF's own files are not.
CREATE OR REPLACE FUNCTION agrovoo_sent_mapa_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.pdf IS NOT NULL AND (NEW.dados IS DISTINCT FROM OLD.dados
    OR NEW.planilha IS DISTINCT FROM OLD.planilha OR NEW.pdf IS DISTINCT FROM OLD.pdf
    OR NEW.planilha_sha256 IS DISTINCT FROM OLD.planilha_sha256
    OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256))
    OR NEW.pdf_todas IS DISTINCT FROM OLD.pdf_todas
    OR NEW.pdf_todas_sha256 IS DISTINCT FROM OLD.pdf_todas_sha256 THEN
    RAISE EXCEPTION 'mapa_report_submissions %: the files sent do not change', OLD.id;
  END IF;
  RETURN NEW;
END $$;
