import { and, eq, ne } from 'drizzle-orm';
import {
  daysInDouble,
  periodForVacation,
  splitProblem,
  type LedgerFacts,
} from '../../domain/hr/vacation-periods.ts';
import type { Db } from '../db/database.ts';
import { payrollItems, payrollRuns } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/** Férias asked for: the first day, the days enjoyed and those sold as abono pecuniário. */
export type VacationAsked = { inicio: string; dias: number; abono: number };

/**
 * What the employee's férias are computed from (vacation-periods.ts): the admission, the first
 * month the project paid them (`desde`; none yet: `fallback`), the absences typed in their
 * monthly runs and the férias of their other runs (draft or closed), `exceptRun` left out.
 */
export async function ledgerFacts(
  db: Db,
  employee: { id: string; admissao: string },
  fallback: string,
  exceptRun?: string,
): Promise<LedgerFacts> {
  const rows = await db
    .select({
      tipo: payrollRuns.tipo,
      competencia: payrollRuns.competencia,
      entrada: payrollItems.entrada,
    })
    .from(payrollItems)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItems.run_id))
    .where(
      and(
        eq(payrollItems.employee_id, employee.id),
        exceptRun ? ne(payrollRuns.id, exceptRun) : undefined,
      ),
    );
  const months = rows.filter((row) => row.tipo === 'mensal');
  const desde = rows.reduce(
    (first, row) => (row.competencia < first ? row.competencia : first),
    fallback,
  );
  return {
    admissao: employee.admissao,
    desde,
    // Our choice: a month's absences count in the period its first day falls in.
    faltas: (period) =>
      months
        .filter((row) => row.competencia >= period.inicio && row.competencia <= period.fim)
        .reduce((sum, row) => sum + row.entrada.dias_faltas, 0),
    concedidas: rows
      .filter((row) => row.tipo === 'ferias' && row.entrada.inicio && row.entrada.dias)
      .map((row) => ({
        inicio: row.entrada.inicio!,
        dias: row.entrada.dias!,
        abono: row.entrada.abono ?? 0,
      }))
      .sort((a, b) => a.inicio.localeCompare(b.inicio)),
  };
}

/**
 * The terms of new férias by the CLT, or a 400 naming the rule: a complete período aquisitivo
 * with days left (art. 130), the split's minimums and the abono's third (arts. 134 §1º, 143).
 * Answers the days enjoyed after the período concessivo, paid in double (art. 137).
 */
export async function vacationTerms(
  db: Db,
  employee: { id: string; admissao: string },
  asked: VacationAsked,
  exceptRun?: string,
): Promise<{ dias_dobro: number }> {
  const facts = await ledgerFacts(db, employee, `${asked.inicio.slice(0, 7)}-01`, exceptRun);
  const found = periodForVacation(facts, asked.inicio);
  if ('problem' in found) throw new AppError('VALIDATION_FAILED', { inicio: found.problem });
  const problem = splitProblem(found.period, asked.dias, asked.abono);
  if (problem)
    throw new AppError('VALIDATION_FAILED', {
      [problem.startsWith('O abono') ? 'abono' : 'dias']: problem,
    });
  return { dias_dobro: daysInDouble(found.period, asked.inicio, asked.dias) };
}
