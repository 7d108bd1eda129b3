import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../dates.ts';
import { installmentStatus, remainingCents, type InstallmentFacts } from './status.ts';

const due = (facts: Partial<InstallmentFacts>): InstallmentFacts => ({
  valor_cents: 50_000,
  pago_cents: 0,
  vencimento: '2026-03-09',
  cancelado: false,
  ...facts,
});

describe('installmentStatus', () => {
  it.each([
    // São Paulo is UTC−3: 02:59Z on the 10th is still the 9th there.
    ['2026-03-09T12:00:00Z', {}, 'pendente'],
    ['2026-03-10T02:59:59Z', {}, 'pendente'],
    ['2026-03-10T03:00:00Z', {}, 'vencido'],
    ['2026-03-10T02:59:59Z', { pago_cents: 49_999 }, 'pendente'],
    ['2026-03-10T03:00:00Z', { pago_cents: 49_999 }, 'vencido'],
    ['2026-03-10T03:00:00Z', { pago_cents: 50_000 }, 'pago'],
    ['2026-03-01T12:00:00Z', { pago_cents: 50_000 }, 'pago'],
    ['2026-03-20T12:00:00Z', { pago_cents: 50_001 }, 'pago'],
    ['2026-03-20T12:00:00Z', { cancelado: true }, 'cancelado'],
    ['2026-03-20T12:00:00Z', { cancelado: true, pago_cents: 50_000 }, 'cancelado'],
  ] as const)('at %s with %j: %s', (now, facts, status) => {
    expect(installmentStatus(due(facts), todayInSaoPaulo(new Date(now)))).toBe(status);
  });
});

describe('remainingCents', () => {
  it.each([
    [50_000, 0, 50_000],
    [50_000, 20_000, 30_000],
    [50_000, 20_000 + 29_999, 1],
    [50_000, 50_000, 0],
    [50_000, 60_000, 0],
  ])('%i owed, %i paid in parts: %i left', (valor_cents, pago_cents, left) => {
    expect(remainingCents({ valor_cents, pago_cents })).toBe(left);
  });
});
