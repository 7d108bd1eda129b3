ALTER TABLE "operations" ADD COLUMN "horas_voo" numeric(9, 1) GENERATED ALWAYS AS (horimetro_fim - horimetro_inicio) STORED;--> statement-breakpoint
-- The month totals read the same column (migration 0006 wrote the difference again).
CREATE OR REPLACE FUNCTION "operation_month_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'concluida'
     AND EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    INSERT INTO operation_month_totals AS t
      (company_id, pilot_id, month, hectares, operations, revenue_cents, hours)
    VALUES (OLD.company_id, OLD.pilot_id, date_trunc('month', OLD.data)::date,
      -coalesce(OLD.area_ha, 0), -1, -coalesce(OLD.valor_cents, 0), -coalesce(OLD.horas_voo, 0))
    ON CONFLICT (company_id, pilot_id, month) DO UPDATE SET
      hectares = t.hectares + excluded.hectares, operations = t.operations + excluded.operations,
      revenue_cents = t.revenue_cents + excluded.revenue_cents, hours = t.hours + excluded.hours;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'concluida' THEN
    INSERT INTO operation_month_totals AS t
      (company_id, pilot_id, month, hectares, operations, revenue_cents, hours)
    VALUES (NEW.company_id, NEW.pilot_id, date_trunc('month', NEW.data)::date,
      coalesce(NEW.area_ha, 0), 1, coalesce(NEW.valor_cents, 0), coalesce(NEW.horas_voo, 0))
    ON CONFLICT (company_id, pilot_id, month) DO UPDATE SET
      hectares = t.hectares + excluded.hectares, operations = t.operations + excluded.operations,
      revenue_cents = t.revenue_cents + excluded.revenue_cents, hours = t.hours + excluded.hours;
  END IF;
  RETURN NULL;
END
$$;
