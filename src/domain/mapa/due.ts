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

/** A UF where the company concluded operations in a month, and whether its report was sent. */
export type OperatedUf = { year: number; month: number; uf: string; sent: boolean };

/**
 * Every MAPA report still owed at `now`, oldest first (DESIGN §5, issue 45): each past month
 * with a UF where the company concluded operations and whose report is not marked sent, with
 * those UFs; pending until the 15th of the month after it, overdue from the 16th. A month is
 * never forgotten because the next one began. Its year is named when it is not last month's
 * and not this year's ('Relatório MAPA de dezembro de 2025 atrasado').
 */
export function mapaReportsDue(now: Date, operated: OperatedUf[]) {
  const last = mapaReportMonth(now);
  const today = todayInSaoPaulo(now);
  const months = new Map<number, { year: number; month: number; ufs: Set<string> }>();
  for (const row of operated) {
    const key = row.year * 12 + row.month;
    if (row.sent || key > last.year * 12 + last.month) continue;
    const entry = months.get(key) ?? { year: row.year, month: row.month, ufs: new Set() };
    entry.ufs.add(row.uf);
    months.set(key, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { year, month, ufs }]) => {
      const overdue = today > dueDate(year, month);
      const isLast = year === last.year && month === last.month;
      const named = `${MONTH_NAMES[month - 1]}${isLast || `${year}` === today.slice(0, 4) ? '' : ` de ${year}`}`;
      const message = `Relatório MAPA de ${named} ${overdue ? 'atrasado' : 'pendente'}`;
      return { year, month, overdue, message, ufs: [...ufs].sort() };
    });
}

/** The last day to send the report of `year`-`month`: the 15th of the month after it. */
function dueDate(year: number, month: number): string {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-${MAPA_DUE_DAY}`;
}
