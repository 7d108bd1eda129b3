import { addDays, addMonths, daysBetween, todayInSaoPaulo } from '../dates.ts';
import { formatMonth, MONTH_NAMES } from '../format.ts';

/** A calendar month: `from` its first day, `to` the first day of the next (exclusive). */
export type Month = { key: string; from: string; to: string; label: string };

/** The month 'YYYY-MM' moved by `shift` months: ('2026-11', -12) → November 2025. */
export function monthAt(key: string, shift = 0): Month {
  const from = addMonths(`${key}-01`, shift);
  const shifted = from.slice(0, 7);
  return { key: shifted, from, to: addMonths(from, 1), label: formatMonth(shifted) };
}

/** '2026-11' → 'novembro de 2026'. */
export const monthLongLabel = (key: string) =>
  `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} de ${key.slice(0, 4)}`;

/** The dashboard's months at `now` (São Paulo): this one, the last, and the last 12 in order. */
export function dashboardMonths(now: Date) {
  const thisMonth = todayInSaoPaulo(now).slice(0, 7);
  const last12 = Array.from({ length: 12 }, (_, i) => monthAt(thisMonth, i - 11));
  return { current: last12[11]!, previous: last12[10]!, last12 };
}

/** Days of a month, `from` its first and `to` the day after the last counted (exclusive). */
export type Days = { from: string; to: string; label: string };

/** '1 a 10 de novembro', '1º de novembro' (one day), from a month's first day and a count. */
function daysLabel(first: string, days: number): string {
  const month = MONTH_NAMES[Number(first.slice(5, 7)) - 1];
  return days === 1 ? `1º de ${month}` : `1 a ${days} de ${month}`;
}

/**
 * What the dashboard's figures compare at `now` (São Paulo), like with like (issue 45): this
 * month so far (its figures are the month's totals, so only its label is needed here), against
 * the same days of the last month — on the 10th, 1–10
 * November against 1–10 October. A last month shorter than today's day counts whole (on 31
 * March, 1–31 March against 1–28 February).
 */
export function comparedDays(now: Date): { current: { label: string }; previous: Days } {
  const today = todayInSaoPaulo(now);
  const first = `${today.slice(0, 7)}-01`;
  const days = daysBetween(first, today) + 1;
  const before = addMonths(first, -1);
  const previousDays = Math.min(days, daysBetween(before, first));
  return {
    current: { label: daysLabel(first, days) },
    previous: {
      from: before,
      to: addDays(before, previousDays),
      label: daysLabel(before, previousDays),
    },
  };
}

/**
 * The change from the previous month in %, rounded to one decimal; null when there is nothing
 * to compare with (a previous month of 0 and something now), 0 when both are 0.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
