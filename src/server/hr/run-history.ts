import { and, eq, gte, lt } from 'drizzle-orm';
import type { PayrollLine } from '../../domain/hr/payslip.ts';
import { roundHalfUp } from '../../domain/hr/rates.ts';
import type { Db } from '../db/database.ts';
import { payrollItems, payrollRuns } from '../db/schema/index.ts';

/**
 * The variable earnings the 13º and the férias average: overtime, night premium, commissions and
 * the weekly rest paid on them.
 */
const VARIABLE_LINES: readonly PayrollLine['codigo'][] = [
  'hora_extra_50',
  'hora_extra_100',
  'adicional_noturno',
  'comissoes',
  'dsr_horas_extras',
  'dsr_comissoes',
];

/** The employee's items in the company's closed runs of a kind, within [from, to). */
function closedItems(db: Db, employeeId: string, tipo: 'mensal' | 'decimo_terceiro_1') {
  return (from: string, to: string) =>
    db
      .select({ resultado: payrollItems.resultado, proventos: payrollItems.proventos_cents })
      .from(payrollItems)
      .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItems.run_id))
      .where(
        and(
          eq(payrollItems.employee_id, employeeId),
          eq(payrollRuns.tipo, tipo),
          eq(payrollRuns.status, 'fechada'),
          gte(payrollRuns.competencia, from),
          lt(payrollRuns.competencia, to),
        ),
      );
}

/**
 * The média das variáveis of the employee's closed monthly runs with competência in [from, to)
 * — January to November for the 13º, the 12 months before férias —, averaged per month (our
 * choice: per month with a closed run, half up; none → 0). The office may change it in the item.
 */
export async function variablesAverage(db: Db, employeeId: string, from: string, to: string) {
  const items = await closedItems(db, employeeId, 'mensal')(from, to);
  if (!items.length) return 0;
  const total = items
    .flatMap((item) => item.resultado.linhas)
    .filter((line) => VARIABLE_LINES.includes(line.codigo as PayrollLine['codigo']))
    .reduce((sum, line) => sum + line.valor, 0);
  return roundHalfUp(BigInt(total), BigInt(items.length));
}

/** What the employee's closed 1st installment of the 13º of `year` paid (none → 0). */
export async function firstInstallmentPaid(db: Db, employeeId: string, year: number) {
  const [item] = await closedItems(
    db,
    employeeId,
    'decimo_terceiro_1',
  )(`${year}-11-01`, `${year}-12-01`);
  return item?.proventos ?? 0;
}
