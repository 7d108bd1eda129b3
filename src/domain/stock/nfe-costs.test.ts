import { describe, expect, it } from 'vitest';
import { spreadCents } from './nfe-costs.ts';

describe('spreading centavos by the largest remainder', () => {
  it.each([
    ['freight over two items by vProd', 16_683, [455_000, 45_500], [15_166, 1_517]],
    ['a centavo over three equal items: the first takes it', 1, [100, 100, 100], [1, 0, 0]],
    ['a discount, with its sign', -10, [10_000, 10_000, 10_000], [-4, -3, -3]],
    ['the largest remainder, not the first', 10, [1, 1, 3], [2, 2, 6]],
    ['nothing to spread', 0, [5, 7], [0, 0]],
    ['all weights zero: alike', 5, [0, 0], [3, 2]],
    ['beyond a float’s exact integers', 99_999_999_999, [99_999_999_999, 1], [99_999_999_998, 1]],
  ])('%s', (_, amount, weights, parts) => {
    const spread = spreadCents(amount, weights);
    expect(spread).toEqual(parts);
    expect(spread.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});
