// Férias inside the month (decision 032). The férias are remuneration of the months of the days
// enjoyed: each competência takes the share of the receipt's base (férias + 1/3) and of its INSS
// in proportion to its days, by cumulative rounding, so the months add up to the receipt.
import { describe, expect, it } from 'vitest';
import { vacationEnd, vacationShare, vacationShares } from './vacation-month.ts';

// 20 days from 21/12/2026: 11 in December (21–31), 9 in January (1–9).
const split = { inicio: '2026-12-21', dias: 20, base: 633333, inss: 69967 };

describe('vacationShare: the days, base and INSS of a receipt in a month', () => {
  it.each([
    // December: base 6.333,33 × 11 ÷ 20 = 3.483,3315 → 3.483,33; INSS 699,67 × 11 ÷ 20 =
    // 384,8185 → 384,82.
    ['2026-12-01', { dias: 11, base: 348333, inss: 38482 }],
    // January: the rest — 6.333,33 − 3.483,33 = 2.850,00; 699,67 − 384,82 = 314,85.
    ['2027-01-01', { dias: 9, base: 285000, inss: 31485 }],
    // Months the férias do not reach.
    ['2026-11-01', { dias: 0, base: 0, inss: 0 }],
    ['2027-02-01', { dias: 0, base: 0, inss: 0 }],
  ])('%s → %j', (competencia, share) => {
    expect(vacationShare(split, competencia)).toEqual(share);
  });

  it('30 days from 31/01/2027 reach three months: 1 + 28 + 1 days, the shares adding up', () => {
    const long = { inicio: '2027-01-31', dias: 30, base: 100001, inss: 7501 };
    expect(vacationEnd(long.inicio, long.dias)).toBe('2027-03-01');
    // Base: 1.000,01 × 1 ÷ 30 = 33,33 → 33,33; × 29 ÷ 30 = 966,6763… → 966,68, less 33,33 = 933,35;
    // March: 1.000,01 − 966,68 = 33,33. INSS 75,01: 2,50; 72,51 − 2,50 = 70,01; 75,01 − 72,51 = 2,50.
    const shares = ['2027-01-01', '2027-02-01', '2027-03-01'].map((month) =>
      vacationShare(long, month),
    );
    expect(shares).toEqual([
      { dias: 1, base: 3333, inss: 250 },
      { dias: 28, base: 93335, inss: 7001 },
      { dias: 1, base: 3333, inss: 250 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.base, 0)).toBe(long.base);
    expect(shares.reduce((sum, share) => sum + share.inss, 0)).toBe(long.inss);
  });

  it('adds the shares of two receipts in one month, and answers null where none falls', () => {
    const second = { inicio: '2027-01-25', dias: 5, base: 50000, inss: 4000 };
    expect(vacationShares([split, second], '2027-01-01')).toEqual({
      dias: 14,
      base: 335000,
      inss: 35485,
    });
    expect(vacationShares([split, second], '2027-03-01')).toBeNull();
  });
});
