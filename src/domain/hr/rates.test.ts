// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos; totals are sums of the rounded lines.
import { describe, expect, it } from 'vitest';
import { applyRate, roundHalfUp, scaled } from './rates.ts';

describe('applyRate', () => {
  it.each([
    [162100, 7.5, 12158], // 12157,5 → up
    [100, 7.5, 8], // 7,5 → up
    [101, 7.5, 8], // 7,575
    [300000, 6, 18000],
    [333333, 8, 26667], // 26666,64
    [1, 50, 1], // 0,5 → up
    [1, 49.999999, 0],
    [700000, 13.3145, 93202], // 93201,5 → up
    [0, 27.5, 0],
  ])('%i × %f %% = %i', (cents, percent, expected) => {
    expect(applyRate(cents, percent)).toBe(expected);
  });

  it('is exact where floating point is not (1,005 × 100 style ties)', () => {
    // 1,15 % of 10.000 centavos = 115 exactly; 0,57 % of 50 = 0,285 → 0
    expect(applyRate(10000, 1.15)).toBe(115);
    expect(applyRate(50, 0.57)).toBe(0);
    expect(applyRate(150, 0.57)).toBe(1); // 0,855
  });

  it('refuses fractional centavos and rates with more than 6 decimals', () => {
    expect(() => applyRate(10.5, 7.5)).toThrow(RangeError);
    expect(() => applyRate(100, 0.1234567)).toThrow(RangeError);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [5n, 2n, 3],
    [4n, 2n, 2],
    [7n, 3n, 2],
    [8n, 3n, 3],
    [-5n, 2n, -3],
    [-7n, 3n, -2],
    [0n, 9n, 0],
  ])('%s / %s = %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe('scaled', () => {
  it.each([
    [7.5, 6, 7_500_000n],
    [0.133145, 6, 133_145n],
    [10.25, 2, 1025n],
    [12157, 0, 12157n],
  ])('%f × 10^%i = %s', (value, decimals, expected) => {
    expect(scaled(value, decimals)).toBe(expected);
  });
});
