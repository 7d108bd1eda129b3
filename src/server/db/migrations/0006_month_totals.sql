CREATE TABLE "operation_month_totals" (
	"company_id" uuid NOT NULL,
	"pilot_id" uuid,
	"month" date NOT NULL,
	"hectares" numeric(14, 2) DEFAULT 0 NOT NULL,
	"operations" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"hours" numeric(12, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "operation_month_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","pilot_id","month")
);
--> statement-breakpoint
ALTER TABLE "operation_month_totals" ADD CONSTRAINT "operation_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_month_totals" ADD CONSTRAINT "operation_month_totals_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps operation_month_totals in step with every concluded operation: an operation leaving
-- 'concluida' (or changing month, pilot, area, value or horímetro) is taken out of its old row
-- and put into its new one. Operations deleted with their company are skipped: the company's
-- totals go with it.
CREATE FUNCTION "operation_month_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'concluida'
     AND EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    INSERT INTO operation_month_totals AS t
      (company_id, pilot_id, month, hectares, operations, revenue_cents, hours)
    VALUES (OLD.company_id, OLD.pilot_id, date_trunc('month', OLD.data)::date,
      -coalesce(OLD.area_ha, 0), -1, -coalesce(OLD.valor_cents, 0),
      -coalesce(OLD.horimetro_fim - OLD.horimetro_inicio, 0))
    ON CONFLICT (company_id, pilot_id, month) DO UPDATE SET
      hectares = t.hectares + excluded.hectares, operations = t.operations + excluded.operations,
      revenue_cents = t.revenue_cents + excluded.revenue_cents, hours = t.hours + excluded.hours;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'concluida' THEN
    INSERT INTO operation_month_totals AS t
      (company_id, pilot_id, month, hectares, operations, revenue_cents, hours)
    VALUES (NEW.company_id, NEW.pilot_id, date_trunc('month', NEW.data)::date,
      coalesce(NEW.area_ha, 0), 1, coalesce(NEW.valor_cents, 0),
      coalesce(NEW.horimetro_fim - NEW.horimetro_inicio, 0))
    ON CONFLICT (company_id, pilot_id, month) DO UPDATE SET
      hectares = t.hectares + excluded.hectares, operations = t.operations + excluded.operations,
      revenue_cents = t.revenue_cents + excluded.revenue_cents, hours = t.hours + excluded.hours;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "operations_month_totals" AFTER INSERT OR UPDATE OR DELETE ON "operations"
  FOR EACH ROW EXECUTE FUNCTION "operation_month_totals_apply"();
--> statement-breakpoint
INSERT INTO "operation_month_totals"
  (company_id, pilot_id, month, hectares, operations, revenue_cents, hours)
SELECT company_id, pilot_id, date_trunc('month', data)::date, coalesce(sum(area_ha), 0), count(*),
  coalesce(sum(valor_cents), 0), coalesce(sum(horimetro_fim - horimetro_inicio), 0)
FROM "operations" WHERE status = 'concluida'
GROUP BY 1, 2, 3;
