import { describe, expect, it } from 'vitest';
import { countTick, reaisTick } from './axis-ticks.ts';

describe("the dashboard charts' axis labels", () => {
  it.each([
    [0, '0', 'R$ 0'],
    [35, '35', 'R$ 35'],
    [999, '999', 'R$ 999'],
    [1000, '1 mil', 'R$ 1 mil'],
    [4500, '4,5 mil', 'R$ 4,5 mil'],
    [160_000, '160 mil', 'R$ 160 mil'],
    [1_500_000, '1,5 mi', 'R$ 1,5 mi'],
  ])('%i → %s, %s', (value, count, reais) => {
    expect(countTick(value).replace(/\s/g, ' ')).toBe(count);
    expect(reaisTick(value).replace(/\s/g, ' ')).toBe(reais);
  });
});
