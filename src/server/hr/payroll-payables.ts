import { and, eq, isNull } from 'drizzle-orm';
import { addDays, addMonths } from '../../domain/dates.ts';
import { PAYROLL_RUN_KIND_LABELS, type PayrollRunKind } from '../../domain/hr/values.ts';
import { hasPayments, cancelTitle } from '../accounting/title-service.ts';
import { categoryOf, createTitle, type Writer } from '../accounting/title-writes.ts';
import type { Db } from '../db/database.ts';
import { financeTitles } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

// Business days skip Saturdays and Sundays only: national holidays are not modelled, so a due
// date on a holiday is the office's to move.

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** The date itself on a business day, else the business day before it (a deadline moves back). */
export function businessDayOnOrBefore(date: string): string {
  return isWeekend(date) ? businessDayOnOrBefore(addDays(date, -1)) : date;
}

/** The `n`-th business day of the month starting on `monthStart`. */
export function nthBusinessDay(monthStart: string, n: number): string {
  let date = monthStart;
  for (let found = isWeekend(date) ? 0 : 1; found < n;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) found++;
  }
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** What a closed run owes: the net salaries, the withholdings and the FGTS, in centavos. */
export type RunTotals = { liquido: number; inss: number; irrf: number; fgts: number };
/** A closed run's facts its payables name; `ferias` is the vacation's employee and first day. */
export type ClosedRun = {
  id: string;
  tipo: PayrollRunKind;
  competencia: string;
  ferias?: { nome: string; inicio: string };
};

/**
 * When the net salaries are due: a month's by the 5th business day of the next (CLT art. 459);
 * the 13º's 1st installment by 30 November and the 2nd by 20 December (Lei 4.749/65); férias
 * two days before they start (CLT art. 145). A deadline on a weekend moves to the business day
 * before it.
 */
export function salariesDue(run: ClosedRun): string {
  const year = run.competencia.slice(0, 4);
  switch (run.tipo) {
    case 'mensal':
      return nthBusinessDay(addMonths(run.competencia, 1), 5);
    case 'decimo_terceiro_1':
      return businessDayOnOrBefore(`${year}-11-30`);
    case 'decimo_terceiro_2':
      return businessDayOnOrBefore(`${year}-12-20`);
    case 'ferias':
      return businessDayOnOrBefore(addDays(run.ferias!.inicio, -2));
  }
}

/** The payables of a closed run, those of zero left out: description, payee, amount and due date. */
export function runPayables(run: ClosedRun, totals: RunTotals) {
  const month = `${run.competencia.slice(5, 7)}/${run.competencia.slice(0, 4)}`;
  const label = `${PAYROLL_RUN_KIND_LABELS[run.tipo]} ${month}`;
  // INSS, IRRF and FGTS withheld in a month are due on the 20th of the next.
  const twentieth = businessDayOnOrBefore(`${addMonths(run.competencia, 1).slice(0, 8)}20`);
  return [
    {
      descricao: `Salários líquidos — ${label}`,
      contraparte: run.ferias?.nome ?? 'Funcionários',
      total_cents: totals.liquido,
      vencimento: salariesDue(run),
    },
    {
      descricao: `INSS retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.inss,
      vencimento: twentieth,
    },
    {
      descricao: `IRRF retido — ${label}`,
      contraparte: 'Receita Federal',
      total_cents: totals.irrf,
      vencimento: twentieth,
    },
    {
      descricao: `FGTS — ${label}`,
      contraparte: 'Caixa Econômica Federal',
      total_cents: totals.fgts,
      vencimento: twentieth,
    },
  ].filter((payable) => payable.total_cents > 0);
}

/**
 * Writes a closed run's payables in accounting, in the caller's transaction, under the seeded
 * 'salarios' category, tied to the run (`payroll_run_id`).
 */
export async function writePayables(tx: Db, by: Writer, run: ClosedRun, totals: RunTotals) {
  const category = await categoryOf(tx, by, 'salarios');
  for (const { vencimento, ...payable } of runPayables(run, totals)) {
    await createTitle(tx, by, {
      ...payable,
      lado: 'pagar',
      origem: 'folha',
      category_id: category,
      competencia: run.competencia,
      folha_mes: run.competencia,
      payroll_run_id: run.id,
      plan: [{ vencimento, valor_cents: payable.total_cents }],
    });
  }
}

/**
 * Cancels a reopened run's payables, in the caller's transaction; refused (409) while any of
 * them has a payment: the payments are reversed in accounting first.
 */
export async function cancelPayables(tx: Db, by: Writer, runId: string) {
  const titles = await tx
    .select({ id: financeTitles.id })
    .from(financeTitles)
    .where(and(eq(financeTitles.payroll_run_id, runId), isNull(financeTitles.cancelado_at)));
  for (const title of titles)
    if (await hasPayments(tx, title.id)) throw new AppError('PAYROLL_TITLES_PAID');
  for (const title of titles) await cancelTitle(tx, by, title.id, 'Folha reaberta');
}
