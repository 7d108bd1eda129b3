import { describe, expect, it } from 'vitest';
import { conversionRate } from './companies-values.ts';

describe('conversionRate (spec part 2 §9: active / total × 100, 1 decimal)', () => {
  it.each([
    [0, 0, '0,0%'],
    [17, 40, '42,5%'],
    [1, 3, '33,3%'],
    [2, 3, '66,7%'],
    [40, 40, '100,0%'],
    [1, 1000, '0,1%'],
  ])('%i of %i companies → %s', (active_companies, total_companies, expected) => {
    expect(conversionRate({ active_companies, total_companies })).toBe(expected);
  });
});
