import { addDays, daysBetween, monthEnd } from '../dates.ts';
import { roundHalfUp } from './rates.ts';

/** A closed férias receipt as the months it covers need it: its days, base and INSS withheld. */
export type VacationReceipt = { inicio: string; dias: number; base: number; inss: number };

/** What the férias of a month add to its competência: the days, their base and INSS withheld. */
export type VacationShare = { dias: number; base: number; inss: number };

/** The férias days from `inicio` that fall before `date` (0 before they start, all after). */
function daysBefore(receipt: Pick<VacationReceipt, 'inicio' | 'dias'>, date: string) {
  return Math.min(receipt.dias, Math.max(0, daysBetween(receipt.inicio, date)));
}

/** The last day of férias of `dias` days from `inicio`. */
export const vacationEnd = (inicio: string, dias: number) => addDays(inicio, dias - 1);

/**
 * The share of a férias receipt in the competência starting on `competencia`: the calendar
 * days of the férias in that month, and the receipt's base (férias + 1/3) and INSS in
 * proportion to them. The férias are remuneration of the months of the days enjoyed, so each
 * competência takes its part; the shares are cumulative roundings (the part through the month's
 * end less the part before it, each half up), so the months add up to the receipt exactly.
 */
export function vacationShare(receipt: VacationReceipt, competencia: string): VacationShare {
  const before = daysBefore(receipt, competencia);
  const through = daysBefore(receipt, addDays(monthEnd(competencia), 1));
  const part = (total: number, days: number) =>
    roundHalfUp(BigInt(total) * BigInt(days), BigInt(receipt.dias));
  return {
    dias: through - before,
    base: part(receipt.base, through) - part(receipt.base, before),
    inss: part(receipt.inss, through) - part(receipt.inss, before),
  };
}

/** The shares of several receipts in one competência, added (none: null). */
export function vacationShares(
  receipts: readonly VacationReceipt[],
  competencia: string,
): VacationShare | null {
  const shares = receipts
    .map((receipt) => vacationShare(receipt, competencia))
    .filter((share) => share.dias > 0);
  if (!shares.length) return null;
  return shares.reduce((sum, share) => ({
    dias: sum.dias + share.dias,
    base: sum.base + share.base,
    inss: sum.inss + share.inss,
  }));
}
