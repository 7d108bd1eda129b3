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

  it('20 days enjoyed and 10 sold (CLT art. 143): the abono and its third outside INSS, FGTS and IRRF', () => {
    // R$ 3.000,00: férias 3.000 / 30 × 20 = 2.000,00, 1/3 666,67; abono 3.000 / 30 × 10 =
    // 1.000,00, its 1/3 333,33 (art. 143; Lei 8.212 art. 28 §9º e 6; ADI RFB 28/2009).
    // INSS on 2.666,67 only: 1.621,00 × 7,5 % = 121,575 + 1.045,67 × 9 % = 94,1103 → 215,69.
    // FGTS 8 % of 2.666,67 = 213,33. IRRF: 2.666,67 − 607,20 (simplified) = 2.059,47, exempt.
    // Net: 2.000,00 + 666,67 + 1.000,00 + 333,33 − 215,69 = 3.784,31.
    const result = ferias(
      { remuneracao: 300000, dias: 20, dependentes: 0, abono: 10 },
      TABLES_2026,
    );
    expect(result.linhas.map((l) => [l.codigo, l.descricao, l.referencia, l.valor])).toEqual([
      ['ferias', 'Férias', '20 dias', 200000],
      ['terco_constitucional', '1/3 constitucional', null, 66667],
      ['abono_pecuniario', 'Abono pecuniário (CLT art. 143)', '10 dias', 100000],
      ['terco_abono', '1/3 sobre o abono pecuniário', null, 33333],
      ['inss', 'INSS', '8,09%', 21569],
    ]);
    expect(result).toMatchObject({
      baseINSS: 266667,
      baseFGTS: 266667,
      fgts: 21333,
      descontoIRRF: 0,
      salarioLiquido: 378431,
    });
  });

  it('days after the período concessivo are paid in double (CLT art. 137), outside INSS and FGTS', () => {
    // R$ 6.000,00, 30 days all after the concessivo: férias 6.000,00 + dobra 6.000,00, the
    // third 2.000,00 + 2.000,00 = 4.000,00. INSS and FGTS on 8.000,00 only (Lei 8.212 art. 28
    // §9º d): INSS 121,575 + 1.281,84 × 9 % = 115,3656 + 1.451,43 × 12 % = 174,1716 +
    // 3.645,73 × 14 % = 510,4022 → 921,51; FGTS 640,00. IRRF on all 16.000,00: legal deduction
    // 921,51 → base 15.078,49 × 27,5 % = 4.146,58 − 908,73 = 3.237,85 (no Lei 15.270 reduction
    // above 7.350,00). Net: 16.000,00 − 921,51 − 3.237,85 = 11.840,64.
    const result = ferias(
      { remuneracao: 600000, dias: 30, dependentes: 0, dobro: 30 },
      TABLES_2026,
    );
    const byCode = Object.fromEntries(result.linhas.map((l) => [l.codigo, l.valor]));
    expect(byCode).toMatchObject({
      ferias: 600000,
      ferias_dobro: 600000,
      terco_constitucional: 400000,
    });
    expect(result).toMatchObject({
      baseINSS: 800000,
      descontoINSS: 92151,
      fgts: 64000,
      descontoIRRF: 323785,
      salarioLiquido: 1184064,
    });
  });
});
