// Rounding rule of the payroll: every line is an exact product (bigint fractions, no floating
// point) rounded once, half up, to whole centavos. IRRF: the table's tax is base × rate rounded
// half up, less the bracket's deduction; the Lei 15.270 reduction (978,62 − 0,133145 × income)
// is rounded half up on its own.
import { describe, expect, it } from 'vitest';
import { NO_REDUCTION } from '../../test-support/payroll.ts';
import { irrf, irrfTabela, reducaoLei15270 } from './irrf.ts';
import { TABLES_2026 } from './tables.ts';

describe('irrfTabela (2026 brackets, on the base after deductions)', () => {
  it.each([
    [242880, 0, 0], // the exemption itself
    [242881, 0, 7.5], // 182,160075 − 182,16 → 0,00
    [250000, 534, 7.5], // 187,50 − 182,16 = 5,34
    [282665, 2984, 7.5], // 211,99875 → 212,00 − 182,16 = 29,84
    [282666, 2984, 15], // 423,999 → 424,00 − 394,16 = 29,84
    [375105, 16850, 15], // 562,6575 → 562,66 − 394,16 = 168,50
    [375106, 16850, 22.5], // 843,9885 → 843,99 − 675,49 = 168,50
    [466468, 37406, 22.5], // 1.049,553 → 1.049,55 − 675,49 = 374,06
    [466469, 37406, 27.5], // 1.282,78975 → 1.282,79 − 908,73 = 374,06
    [1000000, 184127, 27.5], // 2.750,00 − 908,73 = 1.841,27
  ])('base %i → %i (%f %%)', (base, imposto, aliquota) => {
    expect(irrfTabela(base, TABLES_2026)).toEqual({ imposto, aliquota });
  });
});

describe('irrf: deductions', () => {
  it.each([
    // rendimentos, inss, dependentes, simplificado, tipo, deducao, base, imposto (no reduction)
    [300000, 24860, 0, true, 'simplificada', 60720, 239280, 0], // 248,60 < 607,20
    [300000, 24860, 2, true, 'legal', 62778, 237222, 0], // 248,60 + 2 × 189,59 = 627,78
    [400000, 36860, 0, true, 'simplificada', 60720, 339280, 11476], // 15 %: 508,92 − 394,16
    [600000, 64151, 0, true, 'legal', 64151, 535849, 56485], // 641,51 > 607,20
    [600000, 64151, 1, true, 'legal', 83110, 516890, 51272], // + 189,59
    [600000, 64151, 3, true, 'legal', 121028, 478972, 40844],
    [300000, 24860, 0, false, 'legal', 24860, 275140, 2420], // simplified not allowed (13º)
    [50000, 3750, 5, true, 'legal', 98545, 0, 0], // floor at zero
  ])(
    '%i of income, INSS %i, %i dependents (simplified allowed: %s): %s deduction %i',
    (rendimentos, inssValue, dependentes, simplificado, tipo, valor, base, imposto) => {
      const result = irrf(
        { rendimentos, inss: inssValue, dependentes, simplificado },
        NO_REDUCTION,
      );
      expect(result.deducao).toEqual({ tipo, valor });
      expect(result.base).toBe(base);
      expect(result.impostoTabela).toBe(imposto);
      expect(result.reducao).toBe(0);
      expect(result.imposto).toBe(imposto);
    },
  );
});

describe('irrf: Lei 15.270/2025 reduction', () => {
  // A published worked example (third party, following the law's formula):
  // "Fiz uma API grátis (sem chave) para calcular salário líquido, INSS e IRRF de 2026",
  // DEV Community — https://dev.to/rogin_yang_045a6718690f48/fiz-uma-api-gratis-sem-chave-para-calcular-salario-liquido-inss-e-irrf-de-2026-3i6m
  // R$ 6.000,00 without dependents: INSS 641,51; tax by the table 564,85; reduction 179,75;
  // IRRF 385,10. The Receita's own simulation page was not reachable.
  it('R$ 6.000,00 without dependents: 564,85 − 179,75 = 385,10 (published example)', () => {
    expect(irrf({ rendimentos: 600000, inss: 64151, dependentes: 0 }, TABLES_2026)).toEqual({
      base: 535849,
      deducao: { tipo: 'legal', valor: 64151 },
      impostoTabela: 56485,
      reducao: 17975,
      imposto: 38510,
      aliquota: 27.5,
    });
  });

  // Worked by hand with the law's rule (reduction = 978,62 − 0,133145 × income, half up):
  //   5.000,00: within the exemption → the whole tax (312,89: base 5.000 − 607,20 = 4.392,80;
  //             × 22,5 % = 988,38 − 675,49 = 312,89) → IRRF 0
  //   5.000,01: 978,62 − 665,7263 = 312,8937 → 312,89; the tax is 312,89 → IRRF 0
  //   7.000,00: 978,62 − 932,015 = 46,605 → 46,61 (a tie rounded up); tax 801,35 → IRRF 754,74
  //   7.350,00: 978,62 − 978,61575 = 0,00425 → 0,00; tax 884,13 → IRRF 884,13
  //   7.350,01: above the band → no reduction
  it.each([
    [500000, 50151, 31289, 31289, 0],
    [500001, 50152, 31289, 31289, 0],
    [700000, 78151, 80135, 4661, 75474],
    [735000, 83051, 88413, 0, 88413],
    [735001, 83052, 88413, 0, 88413],
    [300000, 24860, 0, 0, 0],
    [1000000, 98809, 156955, 0, 156955],
  ])(
    '%i of income, INSS %i: table %i, reduction %i, IRRF %i',
    (rendimentos, inssValue, tabela, reducao, imposto) => {
      const result = irrf({ rendimentos, inss: inssValue, dependentes: 0 }, TABLES_2026);
      expect([result.impostoTabela, result.reducao, result.imposto]).toEqual([
        tabela,
        reducao,
        imposto,
      ]);
    },
  );

  it('with the setting off the table tax is due in full', () => {
    const result = irrf({ rendimentos: 500000, inss: 50151, dependentes: 0 }, NO_REDUCTION);
    expect([result.impostoTabela, result.reducao, result.imposto]).toEqual([31289, 0, 31289]);
  });

  it('never reduces more than the tax: dependents leave less tax than the formula', () => {
    // 5.500,00, INSS 571,51, 4 dependents: base 4.170,13 → 262,79; formula 246,32 → IRRF 16,47;
    // 8 dependents: base 3.411,77 → 117,61 < formula 246,32 → the whole tax, IRRF 0
    const few = irrf({ rendimentos: 550000, inss: 57151, dependentes: 4 }, TABLES_2026);
    expect([few.impostoTabela, few.reducao, few.imposto]).toEqual([26279, 24632, 1647]);
    const many = irrf({ rendimentos: 550000, inss: 57151, dependentes: 8 }, TABLES_2026);
    expect([many.impostoTabela, many.reducao, many.imposto]).toEqual([11761, 11761, 0]);
  });

  it.each([
    [500000, null],
    [500001, 31289],
    [600000, 17975],
    [735000, 0],
    [735001, 0],
  ])('reducaoLei15270(%i) = %s', (rendimentos, expected) => {
    expect(reducaoLei15270(rendimentos)).toBe(expected);
  });
});

describe('irrf: no withholding of R$ 10,00 or less (Lei 9.430/1996 art. 67)', () => {
  // Art. 67: the income tax at source of R$ 10,00 or less is not withheld on income that
  // enters the annual adjustment (salaries, férias). It does not reach income taxed
  // exclusively at source, as the 13º is (Lei 7.713/1988 art. 26; RIR/2018 art. 700): there
  // the tax is withheld whatever its size.
  //
  // Without the Lei 15.270 reduction, simplified deduction 607,20:
  //   3.169,33 − 607,20 = 2.562,13 × 7,5 % = 192,15975 → 192,16 − 182,16 = 10,00 → not withheld
  //   3.169,40 − 607,20 = 2.562,20 × 7,5 % = 192,165   → 192,17 − 182,16 = 10,01 → withheld
  // With the reduction (978,62 − 0,133145 × income), INSS 501,65 < 607,20 → simplified:
  //   5.001,00 − 607,20 = 4.393,80 × 22,5 % = 988,605 → 988,61 − 675,49 = 313,12;
  //            reduction 978,62 − 665,858145 = 312,761855 → 312,76; 313,12 − 312,76 = 0,36 → 0
  //   5.100,00 − 607,20 = 4.492,80 × 22,5 % = 1.010,88 − 675,49 = 335,39;
  //            reduction 978,62 − 679,0395 = 299,5805 → 299,58; 335,39 − 299,58 = 35,81
  it.each([
    ['10,00 by the table: not withheld', 316933, 0, NO_REDUCTION, 1000, 0],
    ['10,01 by the table: withheld', 316940, 0, NO_REDUCTION, 1001, 1001],
    ['0,36 after the Lei 15.270 reduction: not withheld', 500100, 50165, TABLES_2026, 36, 0],
    ['35,81 after the reduction: withheld', 510000, 51551, TABLES_2026, 3581, 3581],
  ])('%s', (_case, rendimentos, inssValue, tables, apurado, retido) => {
    const result = irrf({ rendimentos, inss: inssValue, dependentes: 0 }, tables);
    expect(result.impostoTabela - result.reducao).toBe(apurado);
    expect(result.imposto).toBe(retido);
  });

  it('the 13º, taxed exclusively at source, keeps a tax of R$ 10,00 or less', () => {
    // 3.169,33 less 607,20 of INSS (the legal deduction; no simplified one on the 13º):
    // base 2.562,13 × 7,5 % = 192,15975 → 192,16 − 182,16 = 10,00 → withheld all the same.
    const result = irrf(
      { rendimentos: 316933, inss: 60720, dependentes: 0, simplificado: false, exclusiva: true },
      NO_REDUCTION,
    );
    expect([result.impostoTabela, result.imposto]).toEqual([1000, 1000]);
  });
});
