import { describe, expect, it } from 'vitest';
import { sampleMonth } from '../../test-support/payroll.ts';
import { computePayroll } from './payroll.ts';
import { TABLES_2026, withIrrfOf } from './tables.ts';

// The IRRF on wages arises on payment (Lei 7.713/1988 art. 7º §1º; regime de caixa): a month's
// salaries paid on the 5th business day of the next month withhold by the IRRF table in force
// then; the INSS stays with the competência's table (Lei 8.212/1991 art. 30 I b: by competência).
describe('the IRRF table of the payment month', () => {
  // A later version: the exemption raised to R$ 5.000,00 (and no Lei 15.270 reduction), the INSS
  // ceiling changed too (it must not leak into the competência's INSS).
  const later = {
    ...TABLES_2026,
    irrfIsencao: 500000,
    irrfReducaoLei15270: false,
    inss: TABLES_2026.inss.map((b) => ({ ...b, limite: b.limite + 10000 })),
  };
  const tables = withIrrfOf(TABLES_2026, later);

  it('takes the IRRF of the payment month and everything else of the competência', () => {
    expect(tables.inss).toBe(TABLES_2026.inss);
    expect([tables.irrfIsencao, tables.irrfReducaoLei15270]).toEqual([500000, false]);
  });

  it('R$ 4.500,00: INSS by the competência, IRRF by the payment month', () => {
    // INSS by 2026 (inss.ts: the brackets' slices summed exactly, rounded once): 1.621,00 × 7,5 %
    // = 121,575; 1.281,84 × 9 % = 115,3656; 1.451,43 × 12 % = 174,1716; 145,73 × 14 % = 20,4022;
    // total 431,5144 → 431,51.
    // IRRF by the later table: base 4.500,00 − 607,20 = 3.892,80 ≤ 5.000,00, its exemption → 0.
    const month = sampleMonth(450000);
    const result = computePayroll(month, tables);
    expect(result.descontoINSS).toBe(43151);
    expect(result.descontoIRRF).toBe(0);
  });

  it('R$ 6.000,00: the later table exempts what 2026 taxes', () => {
    // 2026: INSS 641,51 (legal deduction > 607,20); base 5.358,49 × 27,5 % = 1.473,58475 →
    // 1.473,58 − 908,73 = 564,85, less the reduction 179,75 = 385,10 (irrf.test.ts).
    // Later table: base 5.358,49 > 5.000,00 (its exemption) but its brackets are 2026's: the 4th
    // bracket again → 564,85, and no reduction → 564,85.
    const month = sampleMonth(600000);
    expect(computePayroll(month, TABLES_2026).descontoIRRF).toBe(38510);
    expect(computePayroll(month, tables).descontoIRRF).toBe(56485);
    expect(computePayroll(month, tables).descontoINSS).toBe(64151);
  });
});
