import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, affiliatePayouts, companies } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import {
  at,
  chargeRefunded,
  deliverAll,
  endState,
  invoicePaid,
  referredCompany,
} from '../test/commission-events.ts';
import { affiliateTotals } from './totals.ts';

const t = useTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

/** The invoice's commission batched in a payout (its payout 'pendente', or paid with it). */
async function inPayout(affiliateId: string, invoice: string, paid: boolean) {
  const [payout] = await t.db
    .insert(affiliatePayouts)
    .values({
      affiliate_id: affiliateId,
      mes_referencia: '2026-11-01',
      valor_total: 1198,
      status: paid ? 'pago' : 'pendente',
    })
    .returning();
  await t.db
    .update(affiliateCommissions)
    .set({ payout_id: payout!.id, ...(paid && { status: 'pago', data_pagamento: t.now }) })
    .where(eq(affiliateCommissions.invoice_id, invoice));
}

const m = (valor: number, status: string) => ({
  tipo: 'mensalidade',
  invoice: 'in_1',
  base: 5990,
  valor,
  status,
});
const e = (base: number, valor: number, status = 'pendente') => ({
  tipo: 'estorno',
  invoice: 'in_1',
  base,
  valor,
  status,
});

/** The invoice's commissions as they end, and the affiliate's totals (one company referred). */
async function expectCommissions(
  r: { companyId: string; affiliateId: string },
  commissions: object[],
  total: number,
  balance: number,
) {
  expect((await endState(t.db, r.companyId)).commissions).toEqual(commissions);
  expect(await affiliateTotals(t.db, r.affiliateId)).toEqual({
    total_referidos: 1,
    total_comissoes: total,
    saldo_disponivel: balance,
  });
}

describe('a refund of a commissioned invoice (charge.refunded)', () => {
  it.each([
    ['fully, still pending: cancelled', [5990], [m(1198, 'cancelado')], 0, 0],
    ['half: an estorno of half', [2995], [e(2995, -599), m(1198, 'pendente')], 599, 599],
    ['R$ 10,00: 200 of 1198 (199.998)', [1000], [e(1000, -200), m(1198, 'pendente')], 998, 998],
    [
      'half, then the rest: all cancelled',
      [2995, 5990],
      [e(2995, -599, 'cancelado'), m(1198, 'cancelado')],
      0,
      0,
    ],
    [
      'R$ 10,00, then half: the estorno grows',
      [1000, 2995],
      [e(2995, -599), m(1198, 'pendente')],
      599,
      599,
    ],
  ])('%s', async (_, refunds, commissions, total, balance) => {
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [
      invoicePaid('evt_paid', r.customer),
      ...refunds.map((refunded, i) => chargeRefunded(`evt_refund_${i}`, r.customer, { refunded })),
    ]);
    await expectCommissions(r, commissions, total, balance);
  });

  it.each([
    ['in a payout not yet paid', false, [e(5990, -1198), m(1198, 'pendente')], 0, 0],
    ['paid out', true, [e(5990, -1198), m(1198, 'pago')], 0, -1198],
  ])('already %s: a pending estorno debits it', async (_, paid, commissions, total, balance) => {
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [invoicePaid('evt_paid', r.customer)]);
    await inPayout(r.affiliateId, 'in_1', paid);
    const refund = chargeRefunded('evt_refund', r.customer);
    expect(await deliverAll(t.app, [refund, refund])).toEqual(['applied', 'duplicate']);
    // The same total reported again by another event changes nothing.
    await deliverAll(t.app, [chargeRefunded('evt_refund_again', r.customer)]);
    await expectCommissions(r, commissions, total, balance);
  });

  it('ignores a refund that names no invoice (a charge outside subscriptions)', async () => {
    const r = await referredCompany(t.app, t.db);
    await deliverAll(t.app, [invoicePaid('evt_paid', r.customer)]);
    const refund = chargeRefunded('evt_refund', r.customer);
    delete (refund.data.object as { invoice?: string }).invoice;
    expect(await deliverAll(t.app, [refund])).toEqual(['ignored']);
    expect((await endState(t.db, r.companyId)).commissions).toEqual([m(1198, 'pendente')]);
  });
});

describe('a commission never exists without its paid invoice: replays and reorderings', () => {
  const checkout = (companyId: string, customer: string) => ({
    id: 'evt_checkout',
    object: 'event',
    type: 'checkout.session.completed',
    created: at('2026-11-22T09:59:00-03:00'),
    data: {
      object: {
        object: 'checkout.session',
        id: 'cs_1',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: companyId,
        customer,
        subscription: 'sub_1',
      },
    },
  });
  const subscription = (companyId: string, customer: string) => ({
    id: 'evt_sub',
    object: 'event',
    type: 'customer.subscription.updated',
    created: at('2026-11-22T10:00:30-03:00'),
    data: {
      object: {
        object: 'subscription',
        id: 'sub_1',
        customer,
        status: 'active',
        metadata: { company_id: companyId },
        items: {
          data: [{ id: 'si_1', quantity: 1, current_period_end: at('2026-12-22T10:00:00Z') }],
        },
      },
    },
  });
  const orders = [
    ['checkout', 'subscription', 'paid', 'refund'],
    ['paid', 'checkout', 'subscription', 'refund'],
    ['subscription', 'paid', 'refund', 'checkout'],
    ['refund', 'paid', 'subscription', 'checkout'],
    ['refund', 'refund', 'paid', 'paid', 'checkout', 'subscription', 'checkout'],
  ];

  it('ends in the same state in every order, replays included', async () => {
    const states = [];
    for (const [n, order] of orders.entries()) {
      const r = await referredCompany(t.app, t.db, { n: n + 1 });
      const events = {
        checkout: checkout(r.companyId, r.customer),
        subscription: subscription(r.companyId, r.customer),
        paid: invoicePaid(`evt_paid_${n}`, r.customer, { invoice: `in_${n}` }),
        refund: chargeRefunded(`evt_refund_${n}`, r.customer, {
          invoice: `in_${n}`,
          refunded: 2995,
        }),
      };
      await deliverAll(
        t.app,
        order.map((k) => ({
          ...events[k as keyof typeof events],
          id: `${events[k as keyof typeof events].id}_${n}`,
        })),
      );
      const state = await endState(t.db, r.companyId);
      const [company] = await t.db
        .select({ status: companies.subscription_status, sub: companies.stripe_subscription_id })
        .from(companies)
        .where(eq(companies.id, r.companyId));
      states.push({
        company,
        referral: state.referral,
        charges: state.charges.map((c) => ({ ...c, invoice: c.invoice?.replace(`_${n}`, '') })),
        commissions: state.commissions.map((c) => ({
          ...c,
          invoice: c.invoice?.replace(`_${n}`, ''),
        })),
        totals: await affiliateTotals(t.db, r.affiliateId),
      });
    }
    expect(states[0]).toEqual({
      company: { status: 'active', sub: 'sub_1' },
      referral: [{ status: 'convertido', converted_at: new Date('2026-11-22T10:00:00-03:00') }],
      charges: [{ invoice: 'in', amount: 5990, status: 'paid' }],
      commissions: [
        { tipo: 'estorno', invoice: 'in', base: 2995, valor: -599, status: 'pendente' },
        { tipo: 'mensalidade', invoice: 'in', base: 5990, valor: 1198, status: 'pendente' },
      ],
      totals: { total_referidos: 1, total_comissoes: 599, saldo_disponivel: 599 },
    });
    for (const state of states.slice(1)) expect(state).toEqual(states[0]);
  });
});

describe('the totals never drift', () => {
  it('equal the sums of the payments and refunds, in SQL and counted here', async () => {
    // Referred in January: all of this year's invoices are in the window.
    const r = await referredCompany(t.app, t.db, { referredAt: '2026-01-01T10:00:00-03:00' });
    const paid = (n: number, cents: number) =>
      invoicePaid(`evt_paid_${n}`, r.customer, {
        invoice: `in_${n}`,
        cents,
        paidAt: `2026-0${n}-05T10:00:00-03:00`,
      });
    const refund = (n: number, cents: number, refunded: number) =>
      chargeRefunded(`evt_refund_${n}_${refunded}`, r.customer, {
        invoice: `in_${n}`,
        cents,
        refunded,
        paidAt: `2026-0${n}-05T10:00:00-03:00`,
      });
    await deliverAll(t.app, [paid(1, 5990), paid(2, 11980), paid(3, 5990), paid(4, 2995)]);
    await inPayout(r.affiliateId, 'in_1', true);
    await deliverAll(t.app, [
      refund(1, 5990, 5990), // paid out: estorno −1198
      refund(3, 5990, 5990), // pending: cancelled
      refund(2, 11980, 5990), // half: estorno −1198
      refund(2, 11980, 5990), // the same total again
      paid(4, 2995), // a replay
    ]);
    const rows = await t.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliate_id, r.affiliateId));
    const sum = (keep: (s: string) => boolean) =>
      rows.filter((c) => keep(c.status)).reduce((s, c) => s + c.valor_comissao, 0);
    const totals = await affiliateTotals(t.db, r.affiliateId);
    // 1198 (paid) + 2396 + 599 − 1198 − 1198; in 3 cancelled.
    expect(totals).toEqual({ total_referidos: 1, total_comissoes: 1797, saldo_disponivel: 599 });
    expect(totals.total_comissoes).toBe(sum((s) => s === 'pendente' || s === 'pago'));
    expect(totals.saldo_disponivel).toBe(sum((s) => s === 'pendente'));
  });
});
