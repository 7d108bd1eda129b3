import { todayInSaoPaulo } from '../../../domain/dates.ts';

/** The current month so far, in São Paulo: the default period of exports and reports. */
export function monthSoFar(now = new Date()) {
  const ate = todayInSaoPaulo(now);
  return { de: `${ate.slice(0, 8)}01`, ate };
}

/** The period's query, or null when it is not a period (an end before its start, a blank). */
export function periodSearch(period: { de: string; ate: string }) {
  if (!period.de || !period.ate || period.ate < period.de) return null;
  return new URLSearchParams(period).toString();
}
