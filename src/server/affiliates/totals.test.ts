import { describe, expect, it } from 'vitest';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
} from '../db/schema/index.ts';
import { useTestDatabase } from '../test/database.ts';
import { manualAffiliate } from '../test/affiliates.ts';
import { affiliateTotals, affiliateTotalsColumns } from './totals.ts';

const t = useTestDatabase();

type Row = Pick<typeof affiliateCommissions.$inferInsert, 'tipo_comissao' | 'status'> & {
  valor: number;
};

async function withCommissions(email: string, rows: Row[]) {
  const a = await manualAffiliate(t.db, { email });
  if (rows.length > 0)
    await t.db.insert(affiliateCommissions).values(
      rows.map((row, i) => ({
        affiliate_id: a.id,
        tipo_comissao: row.tipo_comissao,
        invoice_id: `in_${email}_${i}`,
        valor_base: Math.abs(row.valor) * 5,
        valor_comissao: row.valor,
        status: row.status,
      })),
    );
  return a;
}

describe('affiliateTotals', () => {
  it.each<[string, Row[], number, number]>([
    ['no commissions', [], 0, 0],
    [
      'pending and paid count; the balance is the pending ones',
      [
        { tipo_comissao: 'mensalidade', status: 'pendente', valor: 1198 },
        { tipo_comissao: 'mensalidade', status: 'pago', valor: 1000 },
      ],
      2198,
      1198,
    ],
    [
      'a cancelled commission counts nowhere',
      [
        { tipo_comissao: 'mensalidade', status: 'cancelado', valor: 1198 },
        { tipo_comissao: 'mensalidade', status: 'pendente', valor: 500 },
      ],
      500,
      500,
    ],
    [
      'a pending estorno of a paid commission lowers both',
      [
        { tipo_comissao: 'mensalidade', status: 'pago', valor: 1198 },
        { tipo_comissao: 'estorno', status: 'pendente', valor: -1198 },
        { tipo_comissao: 'mensalidade', status: 'pendente', valor: 300 },
      ],
      300,
      -898,
    ],
  ])('%s', async (_, rows, total, balance) => {
    const a = await withCommissions('ana@exemplo.com.br', rows);
    await withCommissions('outro@exemplo.com.br', [
      { tipo_comissao: 'mensalidade', status: 'pendente', valor: 777 },
    ]);
    expect(await affiliateTotals(t.db, a.id)).toEqual({
      total_referidos: 0,
      total_comissoes: total,
      saldo_disponivel: balance,
    });
  });

  it('counts every referral of the affiliate, whatever its status', async () => {
    const a = await manualAffiliate(t.db, { email: 'ana@exemplo.com.br' });
    const b = await manualAffiliate(t.db, { email: 'bia@exemplo.com.br' });
    await t.db
      .insert(affiliateReferrals)
      .values([
        { affiliate_id: a.id, status: 'pendente' },
        { affiliate_id: a.id, status: 'convertido', converted_at: new Date() },
        { affiliate_id: a.id, status: 'cancelado' },
        { affiliate_id: b.id },
      ]);
    expect((await affiliateTotals(t.db, a.id)).total_referidos).toBe(3);
  });

  it('a commission batched in a pending payout leaves the balance once paid', async () => {
    const a = await withCommissions('ana@exemplo.com.br', [
      { tipo_comissao: 'mensalidade', status: 'pendente', valor: 1198 },
    ]);
    const [payout] = await t.db
      .insert(affiliatePayouts)
      .values({ affiliate_id: a.id, mes_referencia: '2026-10-01', valor_total: 1198 })
      .returning();
    await t.db
      .update(affiliateCommissions)
      .set({ payout_id: payout!.id, status: 'pago', data_pagamento: new Date() });
    expect(await affiliateTotals(t.db, a.id)).toMatchObject({
      total_comissoes: 1198,
      saldo_disponivel: 0,
    });
  });
});

describe('affiliateTotalsColumns', () => {
  it('gives each affiliate its own totals in one select over affiliates', async () => {
    const a = await withCommissions('ana@exemplo.com.br', [
      { tipo_comissao: 'mensalidade', status: 'pendente', valor: 1198 },
      { tipo_comissao: 'mensalidade', status: 'pago', valor: 2 },
    ]);
    const b = await withCommissions('bia@exemplo.com.br', [
      { tipo_comissao: 'mensalidade', status: 'pago', valor: 50 },
    ]);
    await t.db.insert(affiliateReferrals).values({ affiliate_id: b.id });
    const rows = await t.db
      .select({ id: affiliates.id, ...affiliateTotalsColumns(affiliates.id) })
      .from(affiliates)
      .orderBy(affiliates.email);
    expect(rows).toEqual([
      { id: a.id, total_referidos: 0, total_comissoes: 1200, saldo_disponivel: 1198 },
      { id: b.id, total_referidos: 1, total_comissoes: 50, saldo_disponivel: 0 },
    ]);
    expect(await affiliateTotals(t.db, b.id)).toEqual({
      total_referidos: 1,
      total_comissoes: 50,
      saldo_disponivel: 0,
    });
  });
});
