import { describe, expect, it } from 'vitest';
import { ageingBucket, daysOverdue } from './ageing.ts';

describe('ageingBucket', () => {
  it.each([
    ['2026-12-31', '2026-11-24', 'a_vencer', -37],
    ['2026-11-24', '2026-11-24', 'a_vencer', 0],
    ['2026-11-23', '2026-11-24', 'd1_30', 1],
    ['2026-10-25', '2026-11-24', 'd1_30', 30],
    ['2026-10-24', '2026-11-24', 'd31_60', 31],
    ['2026-09-25', '2026-11-24', 'd31_60', 60],
    ['2026-09-24', '2026-11-24', 'd61_90', 61],
    ['2026-08-26', '2026-11-24', 'd61_90', 90],
    ['2026-08-25', '2026-11-24', 'd90_mais', 91],
    // Across a year's end and a leap day: 2028-02-29 to 2028-03-02 is two days. (2028-02-29 is
    // Carnaval Tuesday: on Ash Wednesday, 1 March, it is not late yet.)
    ['2028-02-29', '2028-03-01', 'a_vencer', 1],
    ['2028-02-29', '2028-03-02', 'd1_30', 2],
    ['2026-12-31', '2027-03-31', 'd61_90', 90],
  ])('due %s on %s → %s (%i days)', (due, today, bucket, days) => {
    expect(daysOverdue(due, today)).toBe(days);
    expect(ageingBucket(due, today)).toBe(bucket);
  });
});
