import { isBankBusinessDay, isNationalHoliday } from '../br/holidays.ts';
import { addDays, addMonths, weekday } from '../dates.ts';
import type { PayrollRunKind } from './values.ts';

// When what a closed payroll run owes is due. Two kinds of day count (domain/br/holidays.ts):
// - a deadline that falls where banks do no business (Saturday, Sunday, a national holiday,
//   Carnaval, Corpus Christi) moves BACK to the bank business day before it: paying earlier is
//   always in time, and the laws of INSS, FGTS and the DARF say so (each cited below);
// - the salaries' "5th business day" counts forward over every day but Sundays and national
//   holidays: Saturdays count (IN SRT nº 1/1989, item I: "na contagem dos dias será incluído o
//   sábado, excluindo-se o domingo e o feriado"); money paid through a bank must be in the
//   employee's account by then (item II), so a 5th day on a Saturday is due on the bank business
//   day before it. Carnaval and Corpus Christi are not holidays by law, so they count; municipal
//   holidays, which the instruction also leaves out, are not known to AgroVoo (the earlier day
//   it gives is always in time).

/** Not a Sunday nor a national holiday: a day the salaries' deadline counts (IN SRT 1/1989). */
const isWorkday = (date: string) => weekday(date) !== 0 && !isNationalHoliday(date);

/** The date itself when banks do business on it, else the bank business day before it. */
export function businessDayOnOrBefore(date: string): string {
  return isBankBusinessDay(date) ? date : businessDayOnOrBefore(addDays(date, -1));
}

/** The `n`-th business day (Monday–Saturday, not a national holiday) of the month from `monthStart`. */
export function nthBusinessDay(monthStart: string, n: number): string {
  let date = monthStart;
  for (let found = isWorkday(date) ? 1 : 0; found < n;) {
    date = addDays(date, 1);
    if (isWorkday(date)) found++;
  }
  while (!isWorkday(date)) date = addDays(date, 1);
  return date;
}

/** A closed run as its due dates need it: `ferias` is the vacation's first day. */
export type DueRun = { tipo: PayrollRunKind; competencia: string; ferias?: { inicio: string } };

/**
 * When the net salaries are due: a month's by the 5th business day of the next (CLT art. 459);
 * the 13º's 1st installment by 30 November and the 2nd by 20 December (Lei 4.749/65); férias
 * two days before they start (CLT art. 145). A deadline where banks do no business moves to the
 * bank business day before it.
 */
export function salariesDue(run: DueRun): string {
  const year = run.competencia.slice(0, 4);
  switch (run.tipo) {
    case 'mensal':
      return businessDayOnOrBefore(nthBusinessDay(addMonths(run.competencia, 1), 5));
    case 'decimo_terceiro_1':
      return businessDayOnOrBefore(`${year}-11-30`);
    case 'decimo_terceiro_2':
      return businessDayOnOrBefore(`${year}-12-20`);
    case 'ferias':
      return businessDayOnOrBefore(addDays(run.ferias!.inicio, -2));
  }
}

/**
 * The 20th of the month after the month of `date` ('YYYY-MM-DD'), or the business day before it:
 * when the INSS, IRRF and FGTS of a month are due.
 */
export const withholdingsDue = (date: string) =>
  businessDayOnOrBefore(`${addMonths(`${date.slice(0, 7)}-01`, 1).slice(0, 8)}20`);

/**
 * The INSS of a run: by the 20th of the month after its competência (Lei 8.212/1991 art. 30 I b,
 * as Lei 11.933/2009 wrote it), the 13º's on 20 December (Decreto 3.048/1999 art. 216 §1º);
 * both moved back to the business day before when banks do no business that day (Lei 8.212
 * art. 30 §2º; Decreto 3.048 art. 216 §1º).
 */
export function inssDue(run: DueRun): string {
  return run.tipo === 'decimo_terceiro_2'
    ? businessDayOnOrBefore(`${run.competencia.slice(0, 4)}-12-20`)
    : withholdingsDue(run.competencia);
}

/**
 * The FGTS of a run: by the 20th of the month after the remuneration's (Lei 8.036/1990 art. 15,
 * as Lei 14.438/2022 wrote it), moved back to the business day before. Our choice: the
 * remuneration's month is the run's competência (the 13º's 1st installment in November, its 2nd
 * in December).
 */
export const fgtsDue = (run: DueRun) => withholdingsDue(run.competencia);

/**
 * The DARF of the IRRF withheld on a run: the tax on wages arises when they are paid (Lei
 * 7.713/1988 art. 7º §1º: withheld on each payment; regime de caixa), so it is due by the 20th
 * of the month after the PAYMENT's month (Lei 11.196/2005 art. 70 I d, as Lei 11.933/2009 wrote
 * it: the last business day of the 2nd decêndio), moved back to the business day before. A
 * month's salaries are paid on the 5th business day of the next month: November's IRRF is due
 * on 20 January. The payment date is the one `salariesDue` books.
 */
export const irrfDue = (run: DueRun) => withholdingsDue(salariesDue(run));
