// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos. INSS: each bracket's slice × rate is summed
// exactly and the sum is rounded once (brackets are not rounded one by one).
//
// The 2026 table (DESIGN §5): 7,5 % up to 1.621,00; 9 % to 2.902,84; 12 % to 4.354,27;
// 14 % to 8.475,55 (ceiling). The official portaria was not reachable; each expected value
// below follows that published rule, worked out by hand:
//   1.621,00 × 7,5 %                                   = 121,575          → 121,58
//   2.902,84: 121,575 + 1.281,84 × 9 % (115,3656)      = 236,9406         → 236,94
//   4.354,27: 236,9406 + 1.451,43 × 12 % (174,1716)    = 411,1122         → 411,11
//   8.475,55: 411,1122 + 4.121,28 × 14 % (576,9792)    = 988,0914         → 988,09 (the maximum)
import { describe, expect, it } from 'vitest';
import { inss } from './inss.ts';
import { TABLES_2026 } from './tables.ts';

describe('inss (2026)', () => {
  it.each([
    [0, 0],
    [100000, 7500], // 1.000,00 × 7,5 %
    [162100, 12158], // 121,575 → 121,58
    [162101, 12158], // 121,575 + 0,0009
    [290284, 23694], // 236,9406
    [290285, 23694], // 236,9406 + 0,0012
    [300000, 24860], // 236,9406 + 97,16 × 12 % = 248,5998
    [435427, 41111], // 411,1122
    [435428, 41111], // 411,1122 + 0,0014
    [500000, 50151], // 411,1122 + 645,73 × 14 % = 501,5144
    [600000, 64151], // 411,1122 + 1.645,73 × 14 % = 641,5144
    [847555, 98809], // 988,0914: the 2026 maximum contribution
    [847556, 98809], // above the ceiling: capped
    [2000000, 98809],
  ])('base %i centavos → %i', (base, expected) => {
    expect(inss(base, TABLES_2026)).toBe(expected);
  });

  it('rounds once, not per bracket: 2.902,85 → 236,94 (per bracket: 121,58 + 115,37 + 0,00 = 236,95)', () => {
    expect(inss(290285, TABLES_2026)).toBe(23694);
  });

  it('is 0 on a negative base', () => {
    expect(inss(-100, TABLES_2026)).toBe(0);
  });
});
