import { describe, expect, it } from 'vitest';
import { cashFlowMonths, monthKeys } from './cash-flow.ts';

describe('monthKeys', () => {
  it.each([
    ['2026-11', '2026-11', ['2026-11']],
    ['2026-11', '2027-02', ['2026-11', '2026-12', '2027-01', '2027-02']],
  ])('%s to %s', (de, ate, keys) => expect(monthKeys(de, ate)).toEqual(keys));
});

describe('cashFlowMonths', () => {
  it('adds every month up from the opening balance, months without money included', () => {
    const months = cashFlowMonths('2026-10', '2026-12', 100_000, [
      {
        mes: '2026-10',
        entradas_realizadas_cents: 50_000,
        saidas_realizadas_cents: 20_000,
        entradas_previstas_cents: 0,
        saidas_previstas_cents: 0,
      },
      {
        mes: '2026-12',
        entradas_realizadas_cents: 0,
        saidas_realizadas_cents: 0,
        entradas_previstas_cents: 7_000,
        saidas_previstas_cents: 250_000,
      },
    ]);
    expect(months.map((m) => [m.mes, m.saldo_acumulado_cents])).toEqual([
      ['2026-10', 130_000],
      ['2026-11', 130_000],
      ['2026-12', -113_000],
    ]);
    expect(months[1]).toMatchObject({ entradas_realizadas_cents: 0, saidas_previstas_cents: 0 });
  });
});
