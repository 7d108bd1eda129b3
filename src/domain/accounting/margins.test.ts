import { describe, expect, it } from 'vitest';
import { aircraftMargin, fleetMargin, insuranceShare } from './margins.ts';

describe('aircraftMargin', () => {
  it('works out the margin per hectare and per flight hour of a worked month', () => {
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
    //   costs        1.155.000 + 2.000.000 + 500.000 + 500.000       =  4.155.000 ¢
    //   margin       9.000.000 − 4.155.000                           =  4.845.000 ¢ (R$ 48.450,00)
    //   per hectare  4.845.000 / 1000                                =      4.845 ¢ (R$ 48,45)
    //   per hour     4.845.000 / 7 = 692.142,86 → rounded            =    692.143 ¢ (R$ 6.921,43)
    const margin = aircraftMargin({
      hectares: 1000,
      horas_voo: 7,
      receita_cents: 9_000_000,
      combustivel_cents: 1_540 * 750,
      produtos_cents: 2_000_000,
      manutencao_cents: 350_000 + 150_000,
      seguro_cents: insuranceShare(6_000_000, '2026-08-15', '2026-11', '2026-11'),
    });
    expect(margin).toMatchObject({
      seguro_cents: 500_000,
      custos_cents: 4_155_000,
      margem_cents: 4_845_000,
      margem_por_hectare_cents: 4_845,
      margem_por_hora_cents: 692_143,
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
    });
    expect(idle).toMatchObject({
      margem_cents: -170_000,
      margem_por_hectare_cents: null,
      margem_por_hora_cents: null,
    });
  });

  it('sums a fleet and works its margins out again (not the mean of each aircraft)', () => {
    const one = { combustivel_cents: 0, produtos_cents: 0, manutencao_cents: 0, seguro_cents: 0 };
    const fleet = fleetMargin([
      { ...one, hectares: 100.25, horas_voo: 1.1, receita_cents: 1_000_000 },
      { ...one, hectares: 299.75, horas_voo: 2.2, receita_cents: 200_000 },
    ]);
    expect(fleet).toMatchObject({
      hectares: 400,
      horas_voo: 3.3,
      margem_cents: 1_200_000,
      margem_por_hectare_cents: 3_000,
      margem_por_hora_cents: 363_636,
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
