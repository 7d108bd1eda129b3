import { describe, expect, it } from 'vitest';
import {
  batchCommissions,
  nextMonth,
  nextPayoutStatus,
  paymentDataText,
  previousMonth,
  type PayoutTarget,
} from './payouts.ts';
import type { PayoutStatus } from './values.ts';

describe('the payout machine (spec part 2 §4 "Payout")', () => {
  const table: [PayoutStatus, PayoutTarget, PayoutStatus | null][] = [
    ['pendente', 'processando', 'processando'],
    ['pendente', 'pago', 'pago'],
    ['pendente', 'cancelado', 'cancelado'],
    ['processando', 'processando', null],
    ['processando', 'pago', 'pago'],
    ['processando', 'cancelado', 'cancelado'],
    ['pago', 'processando', null],
    ['pago', 'pago', null],
    ['pago', 'cancelado', null],
    ['cancelado', 'processando', null],
    ['cancelado', 'pago', null],
    ['cancelado', 'cancelado', null],
  ];
  it.each(table)('%s, set %s → %s', (from, target, to) => {
    expect(nextPayoutStatus(from, target)).toBe(to);
  });
});

describe('months', () => {
  it.each([
    ['2026-11-24', '2026-10-01'],
    ['2026-01-01', '2025-12-01'],
    ['2026-12-31', '2026-11-01'],
  ])('the month before %s is %s', (today, month) => {
    expect(previousMonth(today)).toBe(month);
  });
  it.each([
    ['2026-10-01', '2026-11-01'],
    ['2026-12-01', '2027-01-01'],
  ])('the month after %s is %s', (month, next) => {
    expect(nextMonth(month)).toBe(next);
  });
});

describe('batchCommissions: one payout per affiliate, in centavos', () => {
  it('sums each affiliate, debits a refund and skips a total of zero or less', () => {
    const batches = batchCommissions([
      { id: 'c1', affiliate_id: 'a', valor_comissao: 599 },
      { id: 'c2', affiliate_id: 'b', valor_comissao: 1000 },
      { id: 'c3', affiliate_id: 'a', valor_comissao: 599 },
      { id: 'c4', affiliate_id: 'b', valor_comissao: -1000 },
      { id: 'c5', affiliate_id: 'c', valor_comissao: -1 },
      { id: 'c6', affiliate_id: 'a', valor_comissao: -100 },
    ]);
    expect(batches).toEqual([
      { affiliate_id: 'a', commissionIds: ['c1', 'c3', 'c6'], valor_total: 1098 },
    ]);
  });
  it('makes nothing of nothing', () => {
    expect(batchCommissions([])).toEqual([]);
  });
});

describe('paymentDataText', () => {
  const none = {
    pix_type: null,
    pix_key: null,
    banco: null,
    agencia: null,
    conta: null,
    tipo_conta: null,
  };
  it.each([
    [{ ...none, pix_type: 'cpf', pix_key: '123.456.789-09' }, 'PIX (CPF) 123.456.789-09'],
    [
      {
        ...none,
        banco: 'Banco do Brasil',
        agencia: '1234',
        conta: '56789-0',
        tipo_conta: 'poupanca',
      },
      'Transferência: Banco do Brasil · Ag. 1234 · Conta 56789-0 (poupança)',
    ],
    [{ ...none, banco: 'Itaú' }, null],
    [none, null],
  ] as const)('%o → %s', (data, text) => {
    expect(paymentDataText(data)).toBe(text);
  });
});
