import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminActionsAudit,
  affiliateCommissions,
  affiliatePayouts,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { signUpCompany } from '../../test/session.ts';
import { affiliatePayoutJobs, monthlyPayoutsDue } from './payout-job.ts';
import { insertAffiliate, insertCommission } from '../../test/admin-affiliates.ts';

const t = useAdminTestApp({ now: new Date('2026-11-24T10:00:00-03:00') });

const generate = (mes: string, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/affiliate-payouts/generate',
    headers: { cookie },
    payload: { mes },
  });
const processPayout = (id: string, payload: object, cookie = t.admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/affiliate-payouts/${id}`,
    headers: { cookie },
    payload,
  });
const list = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/affiliate-payouts${query}`,
    headers: { cookie: t.admin },
  });
const commissionsOf = (affiliateId: string) =>
  t.db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliate_id, affiliateId))
    .orderBy(affiliateCommissions.created_at);
const auditTypes = async () =>
  (await t.db.select().from(adminActionsAudit).orderBy(adminActionsAudit.created_at)).map(
    (row) => row.action_type,
  );

/** Ana with two commissions in October and one in November; Bia with a refund larger than hers. */
async function october() {
  const ana = await insertAffiliate(t.db, { pix_type: 'cpf', pix_key: '529.982.247-25' });
  const bia = await insertAffiliate(t.db, {
    nome_completo: 'Bia Lima',
    email: 'bia@exemplo.com.br',
  });
  await insertCommission(t.db, ana.id, 599, '2026-10-05T12:00:00-03:00');
  await insertCommission(t.db, ana.id, 599, '2026-10-31T23:30:00-03:00');
  await insertCommission(t.db, ana.id, 1000, '2026-11-01T00:30:00-03:00');
  await insertCommission(t.db, bia.id, 500, '2026-10-10T12:00:00-03:00');
  await insertCommission(t.db, bia.id, -500, '2026-10-20T12:00:00-03:00');
  return { ana, bia };
}

describe('POST /api/admin/affiliate-payouts/generate', () => {
  it("batches the month's pending commissions per affiliate, once", async () => {
    const { ana } = await october();
    const res = await generate('2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ criados: 1 });
    const page = (await list('?mes=2026-10')).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      nome_completo: 'Ana Souza',
      mes_referencia: '2026-10-01',
      quantidade_comissoes: 2,
      valor_total: 1198,
      status: 'pendente',
      pix_type: 'cpf',
    });
    const commissions = await commissionsOf(ana.id);
    expect(commissions.map((c) => c.payout_id)).toEqual([page.items[0].id, page.items[0].id, null]);
    // Bia's total is zero: no payout. A second click makes nothing more.
    expect((await generate('2026-10')).json()).toEqual({ criados: 0 });
    expect((await list()).json().total).toBe(1);
    expect(await auditTypes()).toEqual(['generate_affiliate_payouts']);
  });

  it('answers 400 naming the month', async () => {
    const res = await generate('2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      mes: 'Mês de referência: informe o mês como aaaa-mm.',
    });
  });
});

describe('PATCH /api/admin/affiliate-payouts/:id', () => {
  async function batch() {
    const { ana } = await october();
    await generate('2026-10');
    const [payout] = (await list()).json().items;
    return { ana, payout };
  }

  it('processando stamps the processing date; pago pays the batch only, in one go', async () => {
    const { ana, payout } = await batch();
    const processing = await processPayout(payout.id, { status: 'processando' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({
      status: 'processando',
      data_processamento: t.now.toISOString(),
    });
    const paid = await processPayout(payout.id, { status: 'pago', observacoes: 'PIX enviado' });
    expect(paid.json()).toMatchObject({
      status: 'pago',
      data_pagamento: t.now.toISOString(),
      observacoes: 'PIX enviado',
    });
    const commissions = await commissionsOf(ana.id);
    expect(commissions.map((c) => [c.valor_comissao, c.status])).toEqual([
      [599, 'pago'],
      [599, 'pago'],
      [1000, 'pendente'],
    ]);
    const again = await processPayout(payout.id, { status: 'cancelado' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Este pagamento já foi pago ou cancelado e não pode mais ser processado.',
    );
    expect(await auditTypes()).toEqual([
      'generate_affiliate_payouts',
      'process_affiliate_payout',
      'process_affiliate_payout',
    ]);
  });

  it('pays once when confirmed twice at the same time', async () => {
    const { ana, payout } = await batch();
    const answers = await Promise.all([
      processPayout(payout.id, { status: 'pago' }),
      processPayout(payout.id, { status: 'pago' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = (await commissionsOf(ana.id)).filter((c) => c.status === 'pago');
    expect(paid).toHaveLength(2);
    expect(await auditTypes()).toEqual(['generate_affiliate_payouts', 'process_affiliate_payout']);
  });

  it("cancelado releases the batch's commissions for a later month", async () => {
    const { ana, payout } = await batch();
    expect((await processPayout(payout.id, { status: 'cancelado' })).json().status).toBe(
      'cancelado',
    );
    expect((await commissionsOf(ana.id)).map((c) => [c.payout_id, c.status])).toEqual([
      [null, 'pendente'],
      [null, 'pendente'],
      [null, 'pendente'],
    ]);
    expect((await generate('2026-10')).json()).toEqual({ criados: 0 });
    expect((await generate('2026-11')).json()).toEqual({ criados: 1 });
    const november = (await list('?mes=2026-11')).json().items[0];
    expect(november).toMatchObject({ quantidade_comissoes: 3, valor_total: 2198 });
  });

  it('refuses processing twice, 400 naming the status and 404 for an unknown payout', async () => {
    const { payout } = await batch();
    await processPayout(payout.id, { status: 'processando' });
    const twice = await processPayout(payout.id, { status: 'processando' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Este pagamento já está em processamento.');
    const bad = await processPayout(payout.id, { status: 'pendente' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['status']);
    const unknown = await processPayout('5f0c8a40-0000-4000-8000-000000000000', { status: 'pago' });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.select().from(affiliatePayouts);
    expect(row!.status).toBe('processando');
  });
});

describe('CSV of the payouts', () => {
  it("answers a month's payouts and a batch's commissions the way a spreadsheet in Brazil opens them", async () => {
    const { payout } = await (async () => {
      await october();
      await generate('2026-10');
      return { payout: (await list()).json().items[0] };
    })();
    const month = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliate-payouts/csv?mes=2026-10',
      headers: { cookie: t.admin },
    });
    expect(month.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(month.body).toBe(
      '\uFEFFAfiliado;E-mail;CPF/CNPJ;Mês de referência;Comissões;Valor total;Dados de pagamento;Status;Data do pagamento\r\n' +
        'Ana Souza;ana@exemplo.com.br;529.982.247-25;out/2026;2;11,98;PIX (CPF) 529.982.247-25;Pendente;\r\n',
    );
    const batchFile = await t.app.inject({
      method: 'GET',
      url: `/api/admin/affiliate-payouts/${payout.id}/csv`,
      headers: { cookie: t.admin },
    });
    expect(batchFile.body.split('\r\n')).toEqual([
      '\uFEFFAfiliado;Mês de referência;Empresa;Tipo;Valor base;Comissão;Data',
      'Ana Souza;out/2026;;mensalidade;29,95;5,99;31/10/2026',
      'Ana Souza;out/2026;;mensalidade;29,95;5,99;05/10/2026',
      '',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliate-payouts/5f0c8a40-0000-4000-8000-000000000000/csv',
      headers: { cookie: t.admin },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may use the payouts', () => {
  it('answers 401 to a visitor and 403 to a company owner, changing nothing', async () => {
    await october();
    const { cookie } = await signUpCompany(t.app);
    expect((await generate('2026-10', '')).statusCode).toBe(401);
    expect((await generate('2026-10', cookie)).statusCode).toBe(403);
    expect(await t.db.select().from(affiliatePayouts)).toEqual([]);
  });
});

describe('the monthly job', () => {
  it("is due for the month before from the 1st in São Paulo and generates that month's payouts", async () => {
    expect(monthlyPayoutsDue(new Date('2026-12-01T00:30:00-03:00'))).toBe('2026-11');
    expect(monthlyPayoutsDue(new Date('2026-12-01T01:00:00Z'))).toBe('2026-10');
    await october();
    const [job] = affiliatePayoutJobs(t.app);
    expect(job!.name).toBe('affiliate-payouts');
    expect(await job!.run(t.now, monthlyPayoutsDue(t.now))).toBe(1);
    expect(await job!.run(t.now, monthlyPayoutsDue(t.now))).toBe(0);
    const [audit] = await t.db.select().from(adminActionsAudit);
    expect(audit).toMatchObject({ admin_user_id: null, action_type: 'generate_affiliate_payouts' });
  });
});
