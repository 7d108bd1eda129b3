import { describe, expect, it } from 'vitest';
import { sampleMonth } from '../../test-support/payroll.ts';
import { absenceDiscount, weeksProblem } from './absences.ts';
import { computePayroll } from './payroll.ts';
import { TABLES_2026 } from './tables.ts';

// Two rules for a day absent without a reason, a company setting versioned with the tables:
// - 'dias_uteis' (the spec's, the default): salary ÷ 22 × days (spec part 2 'Payroll rules');
// - 'clt': 1/30 of the salary per day absent (CLT art. 64: the monthly salary pays 30 days)
//   plus the weekly rest (DSR) of each week with an absence, lost by Lei 605/1949 art. 6º (the
//   rest is paid only when the whole week was worked): salary ÷ 30 × (days + weeks). Without
//   the weeks typed, the fewest weeks the days fit in (6 working days a week): ⌈days ÷ 6⌉.
// Every value is the exact fraction rounded half up once.

describe('the absence discount, by rule', () => {
  it.each([
    // rule, salary, days, weeks, discount, reference: the computation
    ['dias_uteis', 330000, 2, undefined, 30000, '2 dias'], // 3.300 ÷ 22 × 2 = 300,00
    ['dias_uteis', 450000, 1, undefined, 20455, '1 dia'], // 4.500 ÷ 22 = 204,5454… → 204,55
    ['clt', 300000, 1, undefined, 20000, '1 dia + 1 DSR'], // 3.000 ÷ 30 × (1 + 1) = 200,00
    ['clt', 300000, 2, undefined, 30000, '2 dias + 1 DSR'], // one week: 3.000 ÷ 30 × 3 = 300,00
    ['clt', 300000, 2, 2, 40000, '2 dias + 2 DSR'], // two weeks: 3.000 ÷ 30 × 4 = 400,00
    ['clt', 450000, 7, undefined, 135000, '7 dias + 2 DSR'], // ⌈7 ÷ 6⌉ = 2: 4.500 ÷ 30 × 9
    ['clt', 162100, 1, 1, 10807, '1 dia + 1 DSR'], // 1.621 ÷ 30 × 2 = 108,0666… → 108,07
    ['clt', 300000, 0, undefined, 0, '0 dias'],
  ] as const)(
    '%s: %i with %i days absent (weeks %s) → %i',
    (rule, salary, days, weeks, value, ref) => {
      expect(absenceDiscount(rule, salary, days, weeks)).toEqual({ valor: value, referencia: ref });
    },
  );

  it('refuses more weeks than days, or a week without a day', () => {
    expect(() => absenceDiscount('clt', 300000, 1, 2)).toThrow(RangeError);
    expect(() => absenceDiscount('clt', 300000, 3, 0)).toThrow(RangeError);
    expect(() => absenceDiscount('clt', 300000, 9, 7)).toThrow(RangeError);
    expect(weeksProblem(2, 3)).toBe('As semanas com falta vão de 1 até os dias de falta (2).');
    expect(weeksProblem(2, 2)).toBeNull();
  });
});

describe('the holerite names the rule on the faltas line', () => {
  const faltas = (faltasRegra: 'dias_uteis' | 'clt') =>
    computePayroll(sampleMonth(300000, { diasFaltas: 1 }), {
      ...TABLES_2026,
      faltas: faltasRegra,
    }).linhas.find((line) => line.codigo === 'faltas');

  it('the default keeps the spec’s line', () => {
    expect(faltas('dias_uteis')).toMatchObject({ descricao: 'Faltas', valor: 13636 }); // 3.000 ÷ 22
  });

  it('the CLT rule says so, and lowers the taxable bases by the day and the DSR', () => {
    expect(faltas('clt')).toMatchObject({
      descricao: 'Faltas (CLT: 1/30 + DSR)',
      referencia: '1 dia + 1 DSR',
      valor: 20000,
    });
    const result = computePayroll(sampleMonth(300000, { diasFaltas: 1 }), {
      ...TABLES_2026,
      faltas: 'clt',
    });
    expect([result.descontoFaltas, result.baseINSS, result.baseFGTS]).toEqual([
      20000, 280000, 280000,
    ]);
  });
});
