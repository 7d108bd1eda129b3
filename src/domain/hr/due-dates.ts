import { addDays, addMonths, weekday } from '../dates.ts';
import type { PayrollRunKind } from './values.ts';

// When what a closed payroll run owes is due. Business days skip Saturdays and Sundays only:
// national holidays are not modelled, so a due date on a holiday is the office's to move.

const isWeekend = (date: string) => [0, 6].includes(weekday(date));

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

/** A closed run as its due dates need it: `ferias` is the vacation's first day. */
export type DueRun = { tipo: PayrollRunKind; competencia: string; ferias?: { inicio: string } };

/**
 * When the net salaries are due: a month's by the 5th business day of the next (CLT art. 459);
 * the 13º's 1st installment by 30 November and the 2nd by 20 December (Lei 4.749/65); férias
 * two days before they start (CLT art. 145). A deadline on a weekend moves to the business day
 * before it.
 */
export function salariesDue(run: DueRun): string {
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

/**
 * When the INSS, IRRF and FGTS withheld in the month starting on `competencia` are due: the 20th
 * of the next month, or the business day before it.
 */
export const withholdingsDue = (competencia: string) =>
  businessDayOnOrBefore(`${addMonths(competencia, 1).slice(0, 8)}20`);
