import { todayInSaoPaulo } from '../dates.ts';
import { MONTH_NAMES } from '../format.ts';

/** The last day to send a month's report: the 15th of the following month (DESIGN §5). */
export const MAPA_DUE_DAY = 15;

/**
 * The month whose report is owed now, in São Paulo's calendar: always the previous month;
 * `overdue` once the day is past the 15th.
 */
export function mapaReportMonth(now: Date) {
  const [year, month, day] = todayInSaoPaulo(now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { ...previous, overdue: day > MAPA_DUE_DAY };
}

/**
 * The MAPA report due now (DESIGN §5: the dashboard warns from the 1st until every UF where
 * the company concluded operations last month is marked sent; after the 15th it is overdue),
 * else null. `operated` and `sent` are the UFs of that month.
 */
export function mapaReportDue(now: Date, operated: string[], sent: string[]) {
  const due = mapaReportMonth(now);
  const ufs = [...new Set(operated)].filter((uf) => !sent.includes(uf)).sort();
  if (ufs.length === 0) return null;
  const state = due.overdue ? 'atrasado' : 'pendente';
  return { ...due, message: `Relatório MAPA de ${MONTH_NAMES[due.month - 1]} ${state}`, ufs };
}
