import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { caller } from '../test/operations.ts';
import { signUpCompany } from '../test/session.ts';
import { deliverWebhook } from '../test/webhook.ts';
import { deliverAll, endState, invoicePaid, referredCompany } from '../test/commission-events.ts';
import { setCommissionRate } from './settings.ts';
import { someone } from '../test/affiliates.ts';
import { setCompany } from '../test/factories.ts';

const t = useTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

const commissionsOf = (companyId: string) =>
  t.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.company_id, companyId));

describe('a paid invoice of a referred company (through the signed webhook)', () => {
  it('earns the affiliate 20 % pending and converts the referral at the first payment', async () => {
    const r = await referredCompany(t.app, t.db);
    const res = await deliverWebhook(t.app, invoicePaid('evt_1', r.customer));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    await deliverAll(t.app, [
      invoicePaid('evt_2', r.customer, { invoice: 'in_2', paidAt: '2026-12-22T10:00:00-03:00' }),
    ]);
    expect(await endState(t.db, r.companyId)).toEqual({
      commissions: [
        { tipo: 'mensalidade', invoice: 'in_1', base: 5990, valor: 1198, status: 'pendente' },
        { tipo: 'mensalidade', invoice: 'in_2', base: 5990, valor: 1198, status: 'pendente' },
      ],
      referral: [{ status: 'convertido', converted_at: new Date('2026-11-22T10:00:00-03:00') }],
      charges: [
        { invoice: 'in_1', amount: 5990, status: 'paid' },
        { invoice: 'in_2', amount: 5990, status: 'paid' },
      ],
    });

    // The affiliate sees them on /afiliados.
    const affiliate = caller(t.app, r.affiliateCookie);
    const page = (await affiliate({ method: 'GET', url: '/api/affiliates/me/comissoes' })).json();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      tipo_comissao: 'mensalidade',
      company_name: 'Aero Cliente 1',
      valor_base: 5990,
      valor_comissao: 1198,
      status: 'pendente',
    });
    const me = (await affiliate({ method: 'GET', url: '/api/affiliates/me' })).json();
    expect(me.affiliate).toMatchObject({
      total_referidos: 1,
      total_comissoes: 2396,
      saldo_disponivel: 2396,
    });
  });

  it('commissions the amount actually paid (2 seats, a discount)', async () => {
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [
      invoicePaid('evt_1', r.customer, { cents: 11980 }),
      invoicePaid('evt_2', r.customer, { invoice: 'in_2', cents: 2995 }),
    ]);
    expect((await commissionsOf(r.companyId)).map((c) => c.valor_comissao).sort()).toEqual([
      2396, 599,
    ]);
  });

  it('counts an invoice once: a replay, and Stripe reporting it as payment_succeeded too', async () => {
    const r = await referredCompany(t.app, t.db);
    const paid = invoicePaid('evt_1', r.customer);
    expect(
      await deliverAll(t.app, [
        paid,
        paid,
        invoicePaid('evt_2', r.customer, { type: 'invoice.payment_succeeded' }),
      ]),
    ).toEqual(['applied', 'duplicate', 'ignored']);
    expect(await commissionsOf(r.companyId)).toHaveLength(1);
  });

  it('credits nothing for a forged invoice.paid (a bad signature: 400)', async () => {
    const r = await referredCompany(t.app, t.db);
    const forged = await deliverWebhook(t.app, invoicePaid('evt_1', r.customer), 't=1,v1=beef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await endState(t.db, r.companyId)).toMatchObject({
      commissions: [],
      referral: [{ status: 'pendente' }],
      charges: [],
    });
  });

  it('creates nothing for a zero-amount invoice (a 100 % coupon, a trial)', async () => {
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [invoicePaid('evt_1', r.customer, { cents: 0 })]);
    expect(await endState(t.db, r.companyId)).toMatchObject({
      commissions: [],
      referral: [{ status: 'pendente', converted_at: null }],
    });
  });

  it.each(['inativo', 'suspenso'] as const)(
    'earns an %s affiliate nothing (the referral still converts)',
    async (affiliateStatus) => {
      const r = await referredCompany(t.app, t.db, { affiliateStatus });
      await deliverAll(t.app, [invoicePaid('evt_1', r.customer)]);
      expect(await endState(t.db, r.companyId)).toMatchObject({
        commissions: [],
        referral: [{ status: 'convertido' }],
      });
    },
  );

  it('creates nothing for a company nobody referred, nor for a failed payment', async () => {
    const { companyId } = await signUpCompany(t.app);
    await setCompany(t.db, companyId, { stripe_customer_id: 'cus_x' });
    await deliverAll(t.app, [invoicePaid('evt_1', 'cus_x')]);
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [invoicePaid('evt_2', r.customer, { type: 'invoice.payment_failed' })]);
    expect(await t.db.select().from(affiliateCommissions)).toEqual([]);
  });

  it.each([
    ['the first day', '2025-11-22T10:00:00-03:00', true],
    ['month 12, a minute before the anniversary', '2026-11-22T09:59:00-03:00', true],
    ['12 months after the referral', '2026-11-22T10:00:00-03:00', false],
    ['month 13', '2026-12-22T10:00:00-03:00', false],
  ])('within 12 months of the referral (2025-11-22 10:00): %s → %s', async (_, paidAt, earns) => {
    const r = await referredCompany(t.app, t.db, { referredAt: '2025-11-22T10:00:00-03:00' });
    await deliverAll(t.app, [invoicePaid('evt_1', r.customer, { paidAt })]);
    expect(await commissionsOf(r.companyId)).toHaveLength(earns ? 1 : 0);
  });

  it('applies a new rate to invoices paid after it, never to earlier ones', async () => {
    const r = await referredCompany(t.app, t.db);
    const admin = await someone(t.app, t.db, 'admin@exemplo.com.br');
    await deliverAll(t.app, [invoicePaid('evt_1', r.customer)]);
    await t.db.transaction((tx) => setCommissionRate(tx, 1500, admin.userId));
    await deliverAll(t.app, [
      invoicePaid('evt_1', r.customer),
      invoicePaid('evt_2', r.customer, { invoice: 'in_2', paidAt: '2026-12-22T10:00:00-03:00' }),
    ]);
    expect((await endState(t.db, r.companyId)).commissions.map((c) => c.valor)).toEqual([
      1198, 899,
    ]);
  });

  it("commissions the project's test checkout through the same webhook", async () => {
    // Test mode dates its events by the wall clock.
    const r = await referredCompany(t.app, t.db, { referredAt: new Date(Date.now() - 86_400_000) });
    const res = await caller(
      t.app,
      r.ownerCookie,
    )({ method: 'POST', url: '/api/billing/teste/pagar' });
    expect(res.statusCode).toBe(204);
    expect(await endState(t.db, r.companyId)).toMatchObject({
      commissions: [{ tipo: 'mensalidade', base: 5990, valor: 1198, status: 'pendente' }],
      referral: [{ status: 'convertido' }],
      charges: [{ amount: 5990, status: 'paid' }],
    });
  });
});
