// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos. Férias: remuneração / 30 × dias rounded once;
// the 1/3 is a third of that line, rounded once.
import { describe, expect, it } from 'vitest';
import { PayrollError } from './payslip.ts';
import { TABLES_2026 } from './tables.ts';
import { ferias } from './vacation.ts';

describe('ferias', () => {
  it('30 days on R$ 3.000,00: 3.000,00 + 1.000,00; INSS 368,60; IRRF 0; FGTS 320,00', () => {
    // INSS on 4.000,00: 236,9406 + 1.097,16 × 12 % = 368,6 → 368,60; IRRF: simplified deduction,
    // base 3.392,80 → 15 %: 508,92 − 394,16 = 114,76, wholly reduced (up to 5.000,00)
    const result = ferias({ remuneracao: 300000, dias: 30, dependentes: 0 }, TABLES_2026);
    expect(
      result.linhas.map((l) => [l.codigo, l.descricao, l.referencia, l.tipo, l.valor]),
    ).toEqual([
      ['ferias', 'Férias', '30 dias', 'provento', 300000],
      ['terco_constitucional', '1/3 constitucional', null, 'provento', 100000],
      ['inss', 'INSS', '9,22%', 'desconto', 36860],
    ]);
    expect(result).toMatchObject({
      totalProventos: 400000,
      salarioLiquido: 363140,
      baseINSS: 400000,
      baseIRRF: 339280,
      deducaoIRRF: { tipo: 'simplificada', valor: 60720 },
      reducaoLei15270: 11476,
      baseFGTS: 400000,
      fgts: 32000,
    });
  });

  it.each([
    // remuneração, dias, dependents → férias, 1/3, INSS, IRRF, reduction, net, FGTS
    [450000, 30, 0, 450000, 150000, 64151, 38510, 17975, 497339, 48000], // 6.000,00 in all: the published case
    [450000, 30, 2, 450000, 150000, 64151, 28083, 17975, 507766, 48000], // base 4.979,31 → 460,58 − 179,75
    [600000, 30, 0, 600000, 200000, 92151, 103785, 0, 604064, 64000], // 8.000,00: above the band
    [300000, 20, 0, 200000, 66667, 21569, 0, 0, 245098, 21333], // 666,666… → 666,67
    [310000, 10, 0, 103333, 34444, 10333, 0, 0, 127444, 11022], // 1.033,333… and 344,444…
  ])(
    '%i for %i days, %i dependents',
    (
      remuneracao,
      dias,
      dependentes,
      valor,
      terco,
      inssValue,
      irrfValue,
      reducao,
      liquido,
      fgts,
    ) => {
      const result = ferias({ remuneracao, dias, dependentes }, TABLES_2026);
      const byCode = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
      expect([byCode.ferias, byCode.terco_constitucional]).toEqual([valor, terco]);
      expect([result.descontoINSS, result.descontoIRRF, result.reducaoLei15270]).toEqual([
        inssValue,
        irrfValue,
        reducao,
      ]);
      expect(result.salarioLiquido).toBe(liquido);
      expect(result.fgts).toBe(fgts);
    },
  );

  it.each([0, 31, 1.5, -3])('refuses %f days', (dias) => {
    expect(() => ferias({ remuneracao: 300000, dias, dependentes: 0 }, TABLES_2026)).toThrow(
      new PayrollError('Os dias de férias devem ser de 1 a 30.'),
    );
  });
});
