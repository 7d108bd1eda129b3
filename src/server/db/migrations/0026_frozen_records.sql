CREATE TABLE "operation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"versao" smallint NOT NULL,
	"motivo" text,
	"dados" jsonb NOT NULL,
	"dados_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"tamanho" integer NOT NULL,
	"emitido_em" timestamp with time zone NOT NULL,
	"emitido_por" text,
	"reaberto_em" timestamp with time zone,
	"reaberto_por" text,
	"motivo_reabertura" text,
	CONSTRAINT "operation_reports_version_positive" CHECK ("operation_reports"."versao" > 0)
);
--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "dados" jsonb;--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "planilha" "bytea";--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "planilha_sha256" text;--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "mapa_report_submissions" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "operation_reports" ADD CONSTRAINT "operation_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_reports" ADD CONSTRAINT "operation_reports_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_reports" ADD CONSTRAINT "operation_reports_emitido_por_users_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_reports" ADD CONSTRAINT "operation_reports_reaberto_por_users_id_fk" FOREIGN KEY ("reaberto_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_reports_company_id_idx" ON "operation_reports" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_reports_version_unique" ON "operation_reports" USING btree ("operation_id","versao");--> statement-breakpoint
-- Decision 029: a frozen report never changes. Only the columns that record its reopening may
-- be set; its data, PDF, digests, version and operation stay as the conclusion wrote them.
CREATE FUNCTION agrovoo_frozen_report_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.dados IS DISTINCT FROM OLD.dados OR NEW.dados_sha256 IS DISTINCT FROM OLD.dados_sha256
    OR NEW.pdf IS DISTINCT FROM OLD.pdf OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256
    OR NEW.versao IS DISTINCT FROM OLD.versao OR NEW.motivo IS DISTINCT FROM OLD.motivo
    OR NEW.operation_id IS DISTINCT FROM OLD.operation_id
    OR NEW.company_id IS DISTINCT FROM OLD.company_id
    OR NEW.emitido_em IS DISTINCT FROM OLD.emitido_em THEN
    RAISE EXCEPTION 'operation_reports %: a frozen report does not change', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER operation_reports_frozen BEFORE UPDATE ON operation_reports
  FOR EACH ROW EXECUTE FUNCTION agrovoo_frozen_report_guard();
--> statement-breakpoint
-- The files of a sent month are written once, with the mark, and never replaced.
CREATE FUNCTION agrovoo_sent_mapa_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.pdf IS NOT NULL AND (NEW.dados IS DISTINCT FROM OLD.dados
    OR NEW.planilha IS DISTINCT FROM OLD.planilha OR NEW.pdf IS DISTINCT FROM OLD.pdf
    OR NEW.planilha_sha256 IS DISTINCT FROM OLD.planilha_sha256
    OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256) THEN
    RAISE EXCEPTION 'mapa_report_submissions %: the files sent do not change', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER mapa_report_submissions_sent BEFORE UPDATE ON mapa_report_submissions
  FOR EACH ROW EXECUTE FUNCTION agrovoo_sent_mapa_guard();
--> statement-breakpoint
-- Every new company table gets the tenant policy (decision 012).
SELECT agrovoo_scope_tenant_tables();
