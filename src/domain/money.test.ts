import { describe, expect, it } from 'vitest';
import { formatBRL } from './money.ts';

describe('formatBRL', () => {
  it.each([
    [5990, 'R$ 59,90'],
    [11980, 'R$ 119,80'],
    [119800, 'R$ 1.198,00'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
  ])('%i centavos → %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });
});
