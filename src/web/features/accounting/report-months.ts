import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { MONTH_NAMES } from '../../../domain/format.ts';

// Months as the reports take them, 'YYYY-MM', in São Paulo's calendar.

/** This month in São Paulo. */
export const currentMonth = (now = new Date()) => todayInSaoPaulo(now).slice(0, 7);

/** `mes` plus `months` (negative goes back): '2026-11' + 3 → '2027-02'. */
export function addMonths(mes: string, months: number): string {
  const [year, month] = mes.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-11' → 'novembro de 2026'. */
export function longMonth(mes: string): string {
  const [year, month] = mes.split('-') as [string, string];
  return `${MONTH_NAMES[Number(month) - 1]} de ${year}`;
}
