import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AIRCRAFT_LIFE_MONTHS,
  monthlyDepreciationCents,
  type DepreciableAsset,
} from './depreciation.ts';

// An Air Tractor bought on 15/03/2024 for R$ 4.800.000,00, residual value R$ 1.200.000,00,
// 10 years (120 months): (480.000.000 − 120.000.000) / 120 = R$ 30.000,00 a month, from
// March 2024 (the month it entered service) to February 2034 (the 120th month).
const airTractor: DepreciableAsset = {
  custo_aquisicao_cents: 480_000_000,
  data_aquisicao: '2024-03-15',
  valor_residual_cents: 120_000_000,
  vida_util_meses: 120,
};

// R$ 1.000,00 over 3 months does not divide: 100.000 / 3 = 33.333,33… The months carry
// round(100.000 × k / 3) − round(100.000 × (k − 1) / 3): 33.333, 33.334, 33.333 = 100.000.
const uneven: DepreciableAsset = {
  custo_aquisicao_cents: 100_000,
  data_aquisicao: '2026-01-31',
  valor_residual_cents: null,
  vida_util_meses: 3,
};

describe('monthlyDepreciationCents (straight line, CPC 27 items 50–62)', () => {
  it.each([
    ['the month before the acquisition', airTractor, '2024-02', 0],
    ['the month of the acquisition (first of the life, whole)', airTractor, '2024-03', 3_000_000],
    ['a month in the life', airTractor, '2026-12', 3_000_000],
    ['the 120th and last month', airTractor, '2034-02', 3_000_000],
    ['the month after the life ends', airTractor, '2034-03', 0],
    ['an uneven split, month 1', uneven, '2026-01', 33_333],
    ['an uneven split, month 2 (the rounding lands here)', uneven, '2026-02', 33_334],
    ['an uneven split, month 3', uneven, '2026-03', 33_333],
    ['no cost in the register', { ...airTractor, custo_aquisicao_cents: null }, '2026-12', 0],
    ['no date in the register', { ...airTractor, data_aquisicao: null }, '2026-12', 0],
    [
      'residual equal to the cost',
      { ...airTractor, valor_residual_cents: 480_000_000 },
      '2026-12',
      0,
    ],
    // No life in the register: 120 months (10 % a year, IN RFB 1.700/2017 Anexo III);
    // no residual: zero. 480.000.000 / 120 = 4.000.000 a month.
    [
      'the default life and residual',
      { ...airTractor, valor_residual_cents: null, vida_util_meses: null },
      '2033-12',
      4_000_000,
    ],
    [
      'the default life ends after 120 months',
      { ...airTractor, vida_util_meses: null },
      '2034-03',
      0,
    ],
  ])('%s', (_case, asset, month, expected) => {
    expect(monthlyDepreciationCents(asset, month)).toBe(expected);
  });

  it('adds up, over the whole life, to the cost less the residual value', () => {
    const months = Array.from({ length: 125 }, (_, k) => {
      const index = 2024 * 12 + 2 + k - 1; // from February 2024, a month before
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    const total = months.reduce(
      (sum, month) => sum + monthlyDepreciationCents(airTractor, month),
      0,
    );
    expect(total).toBe(480_000_000 - 120_000_000);
    expect(DEFAULT_AIRCRAFT_LIFE_MONTHS).toBe(120);
  });
});
