import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMoneyField, moneyless, withoutMoney } from './pilot-view.ts';

describe('what a pilot is not sent (decision 034)', () => {
  it.each([
    ['valor_cents', true],
    ['custo_unitario_cents', true],
    ['desconto_valor', true],
    ['compartilhar', true],
    ['condicoes_pagamento', true],
    ['quantidade', false],
    ['validade', false],
    ['cents', false],
  ])('%s is money: %s', (key, money) => {
    expect(isMoneyField(key)).toBe(money);
  });

  const lot = z.strictObject({ lote: z.string(), valor_cents: z.number() });
  const page = z.strictObject({
    itens: z.array(z.strictObject({ nome: z.string(), lotes: z.array(lot) })),
    totals: z.record(z.string(), z.strictObject({ count: z.number(), total_cents: z.number() })),
    nota: z.strictObject({ total_cents: z.number() }).nullable(),
    valor_total_cents: z.number(),
  });
  const answer = {
    itens: [{ nome: 'Glifosato', lotes: [{ lote: 'L1', valor_cents: 12345 }] }],
    totals: { aberta: { count: 2, total_cents: 500 } },
    nota: { total_cents: 9 },
    valor_total_cents: 12345,
  };
  const left = {
    itens: [{ nome: 'Glifosato', lotes: [{ lote: 'L1' }] }],
    totals: { aberta: { count: 2 } },
    nota: {},
  };

  it('leaves out every money field at any depth, keeping the rest', () => {
    const bare = withoutMoney(answer);
    expect(bare).toEqual(left);
    expect('valor_total_cents' in bare).toBe(false);
    expect(JSON.stringify(bare)).not.toMatch(/cents/);
  });

  it('declares the answer left: strict as before, refusing the office answer', () => {
    const bare = moneyless(page);
    expect(bare.safeParse(withoutMoney(answer)).success).toBe(true);
    expect(bare.safeParse(answer).success).toBe(false);
    expect(bare.safeParse({ ...withoutMoney(answer), extra: 1 }).success).toBe(false);
  });

  it('is the same schema when there is no money in it', () => {
    const plain = z.strictObject({ a: z.array(z.strictObject({ b: z.string() })).nullable() });
    expect(moneyless(plain)).toBe(plain);
  });

  it('keeps dates and other non-plain values as they are', () => {
    const when = new Date(Date.UTC(2026, 11, 6));
    expect(withoutMoney({ at: when, valor_cents: 1 })).toEqual({ at: when });
  });
});
