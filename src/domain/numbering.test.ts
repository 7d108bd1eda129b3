import { describe, expect, it } from 'vitest';
import { documentNumber } from './numbering.ts';

describe('documentNumber: the year and a sequence of at least four digits', () => {
  it.each([
    [2026, 1, '2026/0001'],
    [2026, 42, '2026/0042'],
    [2027, 12_345, '2027/12345'],
  ])('%i, %i → %s', (ano, sequencia, expected) => {
    expect(documentNumber({ ano, sequencia })).toBe(expected);
  });
});
