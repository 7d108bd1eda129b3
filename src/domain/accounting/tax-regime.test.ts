import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_SETTING,
  monthTaxes,
  regimeName,
  simplesEffectiveRate,
  type TaxSetting,
} from './tax-regime.ts';

const presumido: TaxSetting = {
  ...DEFAULT_TAX_SETTING,
  regime: 'lucro_presumido',
  simples_anexo: null,
  iss_aliquota: 5,
};

describe('simplesEffectiveRate (LC 123/2006 art. 18 §1º-A, Anexos III and V of LC 155/2016)', () => {
  it.each([
    // 1st bracket: the nominal rate, nothing to deduct.
    [3, 150_000_00, 6],
    // 2nd bracket of Anexo III: (300.000 × 11,2 % − 9.360) / 300.000 = (33.600 − 9.360) / 300.000 = 8,08 %.
    [3, 300_000_00, 8.08],
    // 4th bracket of Anexo III: (1.000.000 × 16 % − 35.640) / 1.000.000 = 12,436 %.
    [3, 1_000_000_00, 12.436],
    // Anexo V, 2nd bracket: (240.000 × 18 % − 4.500) / 240.000 = (43.200 − 4.500) / 240.000 = 16,125 %.
    [5, 240_000_00, 16.125],
  ] as const)('Anexo %s, RBT12 %s centavos → %s %%', (anexo, rbt12, rate) => {
    expect(simplesEffectiveRate(anexo, rbt12)).toBeCloseTo(rate, 10);
  });
});

describe('monthTaxes', () => {
  it.each([
    [
      // Simples, Anexo III, RBT12 R$ 300.000,00: 8,08 % of R$ 50.000,00 = R$ 4.040,00, one DAS.
      'Simples Nacional: one DAS at the effective rate',
      DEFAULT_TAX_SETTING,
      50_000_00,
      300_000_00,
      { deducoes: [{ chave: 'das', valor_cents: 4_040_00 }], irpj_csll: [] },
    ],
    [
      // No 12 months before (a company starting): RBT12 = the month × 12 = R$ 120.000,00, 1st
      // bracket, 6 % of R$ 10.000,00 = R$ 600,00 (art. 18 §2º).
      'Simples Nacional without history: the month × 12',
      DEFAULT_TAX_SETTING,
      10_000_00,
      0,
      { deducoes: [{ chave: 'das', valor_cents: 600_00 }], irpj_csll: [] },
    ],
    [
      // Lucro Presumido on R$ 100.000,00: ISS 5 % = 5.000; PIS 0,65 % = 650; COFINS 3 % = 3.000;
      // presumed profit 32 % = 32.000: IRPJ 15 % = 4.800 + 10 % of (32.000 − 20.000) = 1.200 →
      // 6.000; CSLL 9 % = 2.880 (Lei 9.249/1995 arts. 3º, 15 and 20; Lei 9.718/1998).
      'Lucro Presumido: ISS, PIS, COFINS, IRPJ with its surcharge, CSLL',
      presumido,
      100_000_00,
      0,
      {
        deducoes: [
          { chave: 'iss', valor_cents: 5_000_00 },
          { chave: 'pis', valor_cents: 650_00 },
          { chave: 'cofins', valor_cents: 3_000_00 },
        ],
        irpj_csll: [
          { chave: 'irpj', valor_cents: 6_000_00 },
          { chave: 'csll', valor_cents: 2_880_00 },
        ],
      },
    ],
    [
      // R$ 50.000,00: presumed 16.000, below R$ 20.000,00: IRPJ 15 % = 2.400 only; CSLL 1.440.
      'Lucro Presumido below the surcharge',
      presumido,
      50_000_00,
      0,
      {
        deducoes: [
          { chave: 'iss', valor_cents: 2_500_00 },
          { chave: 'pis', valor_cents: 325_00 },
          { chave: 'cofins', valor_cents: 1_500_00 },
        ],
        irpj_csll: [
          { chave: 'irpj', valor_cents: 2_400_00 },
          { chave: 'csll', valor_cents: 1_440_00 },
        ],
      },
    ],
    ['no revenue, no tax', presumido, 0, 0, { deducoes: [], irpj_csll: [] }],
  ] as const)('%s', (_case, setting, receita, rbt12, expected) => {
    expect(monthTaxes(setting, receita, rbt12)).toEqual(expected);
  });

  it('names the regime a DRE was worked out under', () => {
    expect(regimeName(DEFAULT_TAX_SETTING)).toBe('Simples Nacional, Anexo III');
    expect(regimeName(presumido)).toBe('Lucro Presumido');
  });
});
