import { describe, expect, it } from 'vitest';
import {
  commissionValue,
  DEFAULT_COMMISSION_BP,
  refundedCommission,
  withinCommissionWindow,
} from './commission.ts';

describe('commissionValue', () => {
  it.each([
    [2000, 5990, 1198],
    [2000, 11980, 2396],
    [2000, 0, 0],
    [2000, 5, 1], // 1.0 centavo
    [2000, 2, 0], // 0.4
    [2500, 2, 1], // 0.5 rounds up
    [1500, 3, 0], // 0.45
    [1234, 5990, 739], // 739.166
    [10000, 5990, 5990],
    [0, 5990, 0],
  ])('%i bp of %i centavos is %i', (bp, base, value) => {
    expect(commissionValue(bp, base)).toBe(value);
  });

  it('defaults to 20 %', () => {
    expect(DEFAULT_COMMISSION_BP).toBe(2000);
  });
});

describe('withinCommissionWindow (12 months from the sign-up, on São Paulo’s calendar)', () => {
  // Sign-up at 23:30 in São Paulo on 15 January 2026 = 02:30 UTC on the 16th.
  const referred = new Date('2026-01-15T23:30:00-03:00');
  it.each([
    ['a minute before the referral', '2026-01-15T23:29:00-03:00', false],
    ['the referral instant', '2026-01-15T23:30:00-03:00', true],
    ['month 1', '2026-02-15T10:00:00-03:00', true],
    ['month 12, its last minute', '2027-01-15T23:29:00-03:00', true],
    ['12 months exactly (the 13th monthly invoice)', '2027-01-15T23:30:00-03:00', false],
    ['month 13', '2027-02-10T10:00:00-03:00', false],
  ])('%s: %s → %s', (_, paidAt, inside) => {
    expect(withinCommissionWindow(referred, new Date(paidAt))).toBe(inside);
  });

  // The provider stamps a payment in whole seconds (Stripe's `created`): a checkout in the second
  // of the sign-up is stamped before the referral's milliseconds, and still earns.
  it.each([
    ['the same second, stamped whole', '2026-01-15T23:30:05.000-03:00', true],
    ['the second before', '2026-01-15T23:30:04.000-03:00', false],
  ])('a referral at 23:30:05.700, %s: %s → %s', (_, paidAt, inside) => {
    const at = new Date('2026-01-15T23:30:05.700-03:00');
    expect(withinCommissionWindow(at, new Date(paidAt))).toBe(inside);
  });

  it.each([
    // 28 February 2027 at 22:00 in São Paulo is 1 March in UTC: the window ends on 28 February
    // 2028 at 22:00 here, where UTC's calendar would run to 29 February at 22:00.
    ['2027-02-28T22:00:00-03:00', '2028-02-28T21:59:00-03:00', true],
    ['2027-02-28T22:00:00-03:00', '2028-02-29T10:00:00-03:00', false],
    // 29 February ends on 28 February of the next year.
    ['2028-02-29T09:00:00-03:00', '2029-02-28T08:59:00-03:00', true],
    ['2028-02-29T09:00:00-03:00', '2029-02-28T09:00:00-03:00', false],
  ])('referred %s, paid %s → %s', (at, paidAt, inside) => {
    expect(withinCommissionWindow(new Date(at), new Date(paidAt))).toBe(inside);
  });
});

describe('refundedCommission (the refunded share, half up)', () => {
  it.each([
    [1198, 5990, 5990, 1198],
    [1198, 5990, 9999, 1198],
    [1198, 5990, 2995, 599],
    [1198, 5990, 1000, 200], // 199.998
    [1198, 5990, 1, 0], // 0.2
    [1198, 5990, 3, 1], // 0.6
    [1199, 5995, 5, 1], // exactly 1.0
    [5, 10, 1, 1], // 0.5 rounds up
    [1198, 5990, 0, 0],
    [1198, 0, 10, 1198],
  ])('of %i on %i paid, %i refunded: %i', (commission, paid, refunded, share) => {
    expect(refundedCommission(commission, paid, refunded)).toBe(share);
  });
});
