import { describe, expect, it } from 'vitest';
import { daysWorked } from './days-worked.ts';

const employee = (admissao: string, demissao: string | null = null) => ({ admissao, demissao });

describe('the days of the month an employee worked', () => {
  it.each([
    ['a whole month is null (the salary as it is)', employee('2025-03-10'), '2026-11-01', null],
    ['admitted on the 1st: the whole month', employee('2026-11-01'), '2026-11-01', null],
    ['admitted 10/11 of a 30-day month: 10…30 = 21 days', employee('2026-11-10'), '2026-11-01', 21],
    ['admitted 10/12 of a 31-day month: 10…31 = 22 days', employee('2026-12-10'), '2026-12-01', 22],
    ['dismissed 15/11: 1…15 = 15 days', employee('2025-01-01', '2026-11-15'), '2026-11-01', 15],
    [
      'admitted 05/11, dismissed 20/11: 5…20 = 16 days',
      employee('2026-11-05', '2026-11-20'),
      '2026-11-01',
      16,
    ],
    [
      'admitted 01/02 of a 28-day month: the whole month',
      employee('2026-02-01'),
      '2026-02-01',
      null,
    ],
    [
      'admitted 02/03 of a 31-day month: 2…31 = 30 days, at most 30',
      employee('2026-03-02'),
      '2026-03-01',
      30,
    ],
    [
      'dismissed the day before the month: none',
      employee('2025-01-01', '2026-10-31'),
      '2026-11-01',
      0,
    ],
    ['admitted the last day: 1 day', employee('2026-11-30'), '2026-11-01', 1],
  ])('%s', (_case, who, competencia, expected) =>
    expect(daysWorked(who, competencia)).toBe(expected),
  );
});
