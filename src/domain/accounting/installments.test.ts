import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates.ts';
import { dueDateFromTerms, lastDueProblem, splitInstallments } from './installments.ts';

describe('splitInstallments', () => {
  it.each([
    [100_000, 3, [33_333, 33_333, 33_334]],
    [100, 3, [33, 33, 34]],
    [10, 4, [2, 2, 2, 4]],
    [5, 5, [1, 1, 1, 1, 1]],
    [99_999, 1, [99_999]],
    [1_000_001, 2, [500_000, 500_001]],
  ])('%i centavos in %i parts: %j (the remainder on the last)', (total, count, values) => {
    expect(splitInstallments(total, count, '2026-01-10').map((p) => p.valor_cents)).toEqual(values);
  });

  it('sums to the total exactly for 1 to 48 parcels, numbered from 1, monthly', () => {
    for (let count = 1; count <= 48; count++) {
      const plan = splitInstallments(1_234_567, count, '2026-01-31');
      expect(plan.reduce((sum, p) => sum + p.valor_cents, 0)).toBe(1_234_567);
      expect(plan.map((p) => p.numero)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(plan.slice(0, -1).every((p) => p.valor_cents === plan[0]!.valor_cents)).toBe(true);
      expect(plan.at(-1)!.vencimento).toBe(addMonths('2026-01-31', count - 1));
    }
  });

  it.each([
    [0, 1],
    [-100, 1],
    [10.5, 1],
    [100, 0],
    [3, 4],
  ])('refuses %i centavos in %i parts', (total, count) => {
    expect(() => splitInstallments(total, count, '2026-01-10')).toThrow(RangeError);
  });
});

describe('the last installment', () => {
  it.each([
    ['2999-12-31', 1, null],
    ['2996-01-31', 48, null],
    ['2999-12-31', 2, 'Número de parcelas: a última venceria depois de 31/12/2999.'],
    ['2996-02-01', 48, 'Número de parcelas: a última venceria depois de 31/12/2999.'],
  ])('%s in %i parts: %j', (first, count, problem) => {
    expect(lastDueProblem(first, count)).toBe(problem);
    if (problem) expect(() => splitInstallments(1_000, count, first)).toThrow(RangeError);
  });
});

describe('dueDateFromTerms', () => {
  it.each([
    ['a_vista', null, '2026-11-10'],
    ['30_dias', null, '2026-12-10'],
    ['60_dias', null, '2027-01-09'],
    ['90_dias', null, '2027-02-08'],
    ['data_fixa', '2027-03-15', '2027-03-15'],
    ['data_fixa', '2026-10-01', '2026-11-10'],
    ['data_fixa', null, '2026-11-10'],
  ] as const)('an operation of 10/11/2026 under %s (%s) falls due %s', (terms, fixed, due) => {
    expect(dueDateFromTerms('2026-11-10', terms, fixed)).toBe(due);
  });
});
