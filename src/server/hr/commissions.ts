import { sql } from 'drizzle-orm';
import { addMonths } from '../../domain/dates.ts';
import type { CommissionSource, PayrollItemEntry } from '../../domain/hr/payroll-records.ts';
import { pilotCommission } from '../../domain/hr/commission.ts';
import { monthTotalsSql } from '../accounting/month-totals-sql.ts';
import { queryRows, type Db } from '../db/database.ts';
import type { EmployeeRow } from './run-items.ts';

type MonthTotals = { operations: number; hectares: string | null; hours: string | null };

/** The commission a source pays: its value × hectares or × flight hours. */
const commissionOf = (source: CommissionSource) =>
  source.base === 'nenhuma'
    ? 0
    : pilotCommission({
        base: source.base,
        valorCents: source.valor_cents,
        hectares: source.hectares,
        horasVoo: source.horas_voo,
      });

/**
 * Where a pilot's commission of the month comes from: the operations the employee's pilot
 * register concluded in it, read from the month totals the dashboard and the monthly result
 * read (hectares applied, flight hours). Null for an employee without a commission or a link.
 */
export async function commissionSource(
  db: Db,
  employee: EmployeeRow,
  competencia: string,
): Promise<CommissionSource | null> {
  if (employee.comissao_base === 'nenhuma' || !employee.pilot_id) return null;
  const [totals] = await queryRows<MonthTotals>(
    db,
    monthTotalsSql(
      employee.company_id,
      competencia,
      addMonths(competencia, 1),
      sql`t.pilot_id = ${employee.pilot_id}`,
    ),
  );
  return {
    base: employee.comissao_base,
    valor_cents: employee.comissao_valor_cents,
    operacoes: totals?.operations ?? 0,
    hectares: Number(totals?.hectares ?? 0),
    horas_voo: Number(totals?.hours ?? 0),
  };
}

/**
 * An entry with the month's commission prefilled from `source`. When an entry is computed
 * again (`recalcular`), a commission typed over the previous prefill is kept: our choice is to
 * compare, not to keep a flag — a commission equal to what the previous source paid was not
 * typed, so it follows the new source; any other value was typed and wins.
 */
export function withCommission(
  entry: PayrollItemEntry,
  source: CommissionSource | null,
): PayrollItemEntry {
  const previous = entry.comissao_origem;
  const typed = previous
    ? entry.comissoes_cents !== commissionOf(previous)
    : entry.comissoes_cents !== 0;
  if (!source)
    return { ...entry, comissao_origem: null, comissoes_cents: typed ? entry.comissoes_cents : 0 };
  return {
    ...entry,
    comissao_origem: source,
    comissoes_cents: typed ? entry.comissoes_cents : commissionOf(source),
  };
}
