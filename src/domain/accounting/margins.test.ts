import { describe, expect, it } from 'vitest';
import { monthlyDepreciationCents } from './depreciation.ts';
import { aircraftMargin, fleetMargin, insuranceShare } from './margins.ts';

describe('aircraftMargin', () => {
  it('works out the costs and margin per hectare and per flight hour of a worked month', () => {
    // PR-AGV in November 2026, worked by hand:
    //   operations   500 ha · 3,5 h · R$ 45.000,00
    //                320 ha · 2,0 h · R$ 28.800,00
    //                180 ha · 1,5 h · R$ 16.200,00
    //                ───────────────────────────
    //               1000 ha · 7,0 h · R$ 90.000,00 revenue           =  9.000.000 ¢
    //   fuel         1.540 L of Jet A-1 at R$ 7,50 the litre         =  1.155.000 ¢
    //   products     defensivos consumed by those flights            =  2.000.000 ¢
    //   maintenance  R$ 3.500,00 + parts R$ 1.500,00                 =    500.000 ¢
    //   insurance    R$ 60.000,00 policy from August: 1/12 a month   =    500.000 ¢
    //   pilots       its share of the pilots' pay (pilot-pay.ts)     =    845.000 ¢
    //   depreciation bought 07/2025 for R$ 1.200.000,00, no residual,
    //                the default 120 months: 120.000.000 / 120       =  1.000.000 ¢
    //   costs        1.155.000 + 2.000.000 + 500.000 + 500.000
    //                + 845.000 + 1.000.000                           =  6.000.000 ¢
    //   cost/ha      6.000.000 / 1000                                =      6.000 ¢ (R$ 60,00)
    //   cost/hour    6.000.000 / 7 = 857.142,86 → rounded            =    857.143 ¢ (R$ 8.571,43)
    //   margin       9.000.000 − 6.000.000                           =  3.000.000 ¢ (R$ 30.000,00)
    //   per hectare  3.000.000 / 1000                                =      3.000 ¢ (R$ 30,00)
    //   per hour     3.000.000 / 7 = 428.571,43 → rounded            =    428.571 ¢ (R$ 4.285,71)
    const margin = aircraftMargin({
      hectares: 1000,
      horas_voo: 7,
      receita_cents: 9_000_000,
      combustivel_cents: 1_540 * 750,
      produtos_cents: 2_000_000,
      manutencao_cents: 350_000 + 150_000,
      seguro_cents: insuranceShare(6_000_000, '2026-08-15', '2026-11', '2026-11'),
      pilotos_cents: 845_000,
      depreciacao_cents: monthlyDepreciationCents(
        {
          custo_aquisicao_cents: 120_000_000,
          data_aquisicao: '2025-07-10',
          valor_residual_cents: null,
          vida_util_meses: null,
        },
        '2026-11',
      ),
    });
    expect(margin).toMatchObject({
      seguro_cents: 500_000,
      depreciacao_cents: 1_000_000,
      custos_cents: 6_000_000,
      custo_por_hectare_cents: 6_000,
      custo_por_hora_cents: 857_143,
      margem_cents: 3_000_000,
      margem_por_hectare_cents: 3_000,
      margem_por_hora_cents: 428_571,
    });
  });

  it('has no margin per hectare or hour without hectares or hours, and may be negative', () => {
    const idle = aircraftMargin({
      hectares: 0,
      horas_voo: 0,
      receita_cents: 0,
      combustivel_cents: 0,
      produtos_cents: 0,
      manutencao_cents: 120_000,
      seguro_cents: 50_000,
      pilotos_cents: 0,
      depreciacao_cents: 30_000,
    });
    expect(idle).toMatchObject({
      custos_cents: 200_000,
      margem_cents: -200_000,
      custo_por_hectare_cents: null,
      custo_por_hora_cents: null,
      margem_por_hectare_cents: null,
      margem_por_hora_cents: null,
    });
  });

  it('sums a fleet with the pay no flight took, and works its figures out again', () => {
    // Two aircraft and R$ 1.200,00 of a pilot's pay in a month without flights:
    //   hectares 100,25 + 299,75 = 400      hours 1,1 + 2,2 = 3,3
    //   pilots   300.000 + 100.000 + 120.000 (not allocated)         =   520.000 ¢
    //   cost/ha  520.000 / 400 = 1.300 ¢    cost/h 520.000 / 3,3 = 157.575,76 → 157.576 ¢
    //   margin   1.000.000 + 200.000 − 520.000                       =   680.000 ¢
    //   per ha   680.000 / 400 = 1.700 ¢    per h  680.000 / 3,3 = 206.060,61 → 206.061 ¢
    //   (not the mean of each aircraft's margins per ha: 6.983 and 334)
    const one = {
      combustivel_cents: 0,
      produtos_cents: 0,
      manutencao_cents: 0,
      seguro_cents: 0,
      depreciacao_cents: 0,
    };
    const fleet = fleetMargin(
      [
        {
          ...one,
          hectares: 100.25,
          horas_voo: 1.1,
          receita_cents: 1_000_000,
          pilotos_cents: 300_000,
        },
        {
          ...one,
          hectares: 299.75,
          horas_voo: 2.2,
          receita_cents: 200_000,
          pilotos_cents: 100_000,
        },
      ],
      120_000,
    );
    expect(fleet).toMatchObject({
      hectares: 400,
      horas_voo: 3.3,
      pilotos_cents: 520_000,
      custos_cents: 520_000,
      custo_por_hectare_cents: 1_300,
      custo_por_hora_cents: 157_576,
      margem_cents: 680_000,
      margem_por_hectare_cents: 1_700,
      margem_por_hora_cents: 206_061,
    });
  });
});

describe('insuranceShare', () => {
  // A policy of R$ 1.000,00 + 1 ¢ (100.001 ¢) from 15/03/2026: 8.333 ¢ a month, the 12th month
  // (February 2027) 8.338 ¢, so the twelve parts sum to the total.
  it.each([
    ['2026-03', '2026-03', 8_333],
    ['2026-01', '2026-02', 0],
    ['2026-01', '2026-04', 16_666],
    ['2026-03', '2027-02', 100_001],
    ['2027-02', '2027-02', 8_338],
    ['2026-12', '2027-12', 25_004],
    ['2027-03', '2027-12', 0],
    ['2020-01', '2030-12', 100_001],
  ])('from %s to %s → %i ¢', (de, ate, share) => {
    expect(insuranceShare(100_001, '2026-03-15', de, ate)).toBe(share);
  });
});
