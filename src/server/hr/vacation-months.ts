import { and, eq, gte, lte } from 'drizzle-orm';
import { addMonths } from '../../domain/dates.ts';
import { vacationEnd, vacationShares, type VacationShare } from '../../domain/hr/vacation-month.ts';
import type { Db } from '../db/database.ts';
import { payrollItems, payrollRuns } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { competenciaText } from './holerite-pdf.ts';

// Férias inside a month (decision 032): what the closed férias receipts add to a month's run,
// and the monthly runs a vacation's days fall in.

/** A vacation: its first day and the days enjoyed. */
export type VacationDays = { inicio: string; dias: number };

/**
 * The share of each employee's closed férias in the competência from `competencia`
 * (vacation-month.ts), by employee id — of one employee when given. A vacation of at most 30
 * days that reaches this month started in it or in the two before.
 */
export async function vacationSharesOf(
  db: Db,
  competencia: string,
  employeeId?: string,
): Promise<Map<string, VacationShare>> {
  const rows = await db
    .select({
      employee: payrollItems.employee_id,
      entrada: payrollItems.entrada,
      resultado: payrollItems.resultado,
    })
    .from(payrollItems)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollItems.run_id))
    .where(
      and(
        eq(payrollRuns.tipo, 'ferias'),
        eq(payrollRuns.status, 'fechada'),
        gte(payrollRuns.competencia, addMonths(competencia, -2)),
        lte(payrollRuns.competencia, competencia),
        employeeId ? eq(payrollItems.employee_id, employeeId) : undefined,
      ),
    );
  const shares = new Map<string, VacationShare>();
  for (const employee of new Set(rows.map((row) => row.employee))) {
    const receipts = rows
      .filter((row) => row.employee === employee)
      .map(({ entrada, resultado }) => ({
        inicio: entrada.inicio!,
        dias: entrada.dias!,
        base: resultado.baseINSS,
        inss: resultado.descontoINSS,
      }));
    const share = vacationShares(receipts, competencia);
    if (share) shares.set(employee, share);
  }
  return shares;
}

/** The monthly runs of the months a vacation's days fall in, with the employee's item. */
export function monthlyRunsOver(db: Db, employeeId: string, vacation: VacationDays) {
  return db
    .select({
      id: payrollRuns.id,
      status: payrollRuns.status,
      competencia: payrollRuns.competencia,
      itemId: payrollItems.id,
    })
    .from(payrollRuns)
    .innerJoin(
      payrollItems,
      and(eq(payrollItems.run_id, payrollRuns.id), eq(payrollItems.employee_id, employeeId)),
    )
    .where(
      and(
        eq(payrollRuns.tipo, 'mensal'),
        gte(payrollRuns.competencia, `${vacation.inicio.slice(0, 7)}-01`),
        lte(payrollRuns.competencia, vacationEnd(vacation.inicio, vacation.dias)),
      ),
    )
    .orderBy(payrollRuns.competencia);
}

/**
 * Refuses (409) férias over days a closed monthly run already paid the employee: that run is
 * reopened first (its payables may be paid; decision 032). The text names the month.
 */
export async function refuseClosedMonths(db: Db, employeeId: string, vacation: VacationDays) {
  const closed = (await monthlyRunsOver(db, employeeId, vacation)).find(
    (run) => run.status === 'fechada',
  );
  if (closed)
    throw new AppError(
      'PAYROLL_VACATION_MONTH_CLOSED',
      undefined,
      `A folha mensal de ${competenciaText(closed.competencia)} já está fechada e pagou dias destas férias: reabra-a antes de alterar as férias.`,
    );
}
