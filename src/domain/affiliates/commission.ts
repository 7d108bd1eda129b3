import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { SAO_PAULO_TIME_ZONE } from '../dates.ts';

/** The commission rate when the platform's settings row is absent: 2000 basis points (20 %). */
export const DEFAULT_COMMISSION_BP = 2000;
/** A referred company earns its affiliate commissions on the invoices of its first 12 months. */
export const COMMISSION_WINDOW_MONTHS = 12;

const SAO_PAULO = tz(SAO_PAULO_TIME_ZONE);

/**
 * `rateBp` basis points of `baseCents`, in integer centavos rounded half up
 * (2000 bp of 5990 = 1198; 2000 bp of 5 = 1).
 */
export function commissionValue(rateBp: number, baseCents: number): number {
  return Math.floor((rateBp * baseCents + 5000) / 10000);
}

/**
 * Whether a payment made at `paidAt` falls in the commission window of a referral made at
 * `referredAt` (the company's sign-up through the link): from that instant to the same day and
 * hour 12 months later on São Paulo's calendar, that instant excluded — so a monthly plan earns
 * 12 invoices and the 13th earns nothing. A day missing in the later month falls on its last day
 * (31 January → 31 January; 29 February → 28 February). The payment provider stamps a payment
 * in whole seconds, so the window opens at the start of the referral's second: a payment stamped
 * in that second (sign-up at 12:00:05.700, paid at 12:00:05) is inside it.
 */
export function withinCommissionWindow(referredAt: Date, paidAt: Date): boolean {
  const from = Math.floor(referredAt.getTime() / 1000) * 1000;
  const end = addMonths(referredAt, COMMISSION_WINDOW_MONTHS, { in: SAO_PAULO });
  return paidAt.getTime() >= from && paidAt.getTime() < end.getTime();
}

/**
 * The commission reversed by a refund of `refundedCents` of an invoice of `paidCents` that earned
 * `commissionCents`: the same share, rounded half up, never more than the commission.
 */
export function refundedCommission(
  commissionCents: number,
  paidCents: number,
  refundedCents: number,
): number {
  if (paidCents <= 0 || refundedCents >= paidCents) return commissionCents;
  return Math.min(
    commissionCents,
    Math.floor((commissionCents * refundedCents * 2 + paidCents) / (2 * paidCents)),
  );
}
