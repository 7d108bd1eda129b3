// Rounding rule of the payroll: the commission is value × quantity, exact, rounded once half up
// to whole centavos.
import { describe, expect, it } from 'vitest';
import { pilotCommission } from './commission.ts';

describe('pilotCommission', () => {
  it.each([
    ['hectare', 350, 123.45, 7, 43208], // 432,075 → 432,08
    ['hectare', 500, 1000, 0, 500000],
    ['hora', 15000, 99, 2.5, 37500], // per hour: the hectares are ignored
    ['hora', 12345, 0, 1.01, 12468], // 124,6845 → 124,68
    ['hectare', 1, 0.5, 0, 1], // 0,5 centavo → 1
    ['hectare', 1, 0.49, 0, 0],
    ['hora', 15000, 10, 0, 0],
  ] as const)(
    '%s at %i centavos, %f ha, %f h → %i',
    (base, valorCents, hectares, horasVoo, expected) => {
      expect(pilotCommission({ base, valorCents, hectares, horasVoo })).toBe(expected);
    },
  );

  it('refuses quantities with more than 2 decimals', () => {
    expect(() =>
      pilotCommission({ base: 'hectare', valorCents: 350, hectares: 1.234, horasVoo: 0 }),
    ).toThrow(RangeError);
  });
});
