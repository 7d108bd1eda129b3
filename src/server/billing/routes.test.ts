import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLogs,
  billingEvents,
  companies,
  subscribers,
  userCharges,
  users,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { caller, pilotCaller } from '../test/operations.ts';
import { deliverWebhook } from '../test/webhook.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { setCompany } from '../test/factories.ts';

const t = useTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

const companyRow = async (id: string) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const charges = (companyId: string) =>
  t.db.select().from(userCharges).where(eq(userCharges.company_id, companyId));

const deliver = (event: object, signature?: string) => deliverWebhook(t.app, event, signature);

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const subscriptionEvent = (
  id: string,
  companyId: string,
  status: string,
  created: number,
  quantity = 1,
) => ({
  id,
  object: 'event',
  type: 'customer.subscription.updated',
  created,
  data: {
    object: {
      object: 'subscription',
      id: 'sub_test_1',
      customer: 'cus_1',
      status,
      metadata: { company_id: companyId },
      items: { data: [{ id: 'si_1', quantity, current_period_end: at('2026-12-22T10:00:00Z') }] },
    },
  },
});
const invoiceEvent = (id: string, companyId: string, type: string, invoice = 'in_1') => ({
  id,
  object: 'event',
  type,
  created: at('2026-11-22T13:00:00Z'),
  data: {
    object: {
      object: 'invoice',
      id: invoice,
      customer: 'cus_1',
      customer_email: 'dono@aerosul.com.br',
      amount_paid: type === 'invoice.paid' ? 5990 : 0,
      amount_due: 5990,
      parent: { subscription_details: { metadata: { company_id: companyId } } },
      metadata: { company_id: companyId },
    },
  },
});

/** What the app's session says a pilot may do (pilots may not write registers: 403 first). */
const pilotCanAct = async (pilot: ReturnType<typeof caller>) =>
  (await pilot({ method: 'GET', url: '/api/me' })).json().membership.canAct as boolean;

/** A pilot of the company, calling the API with its session. */
const pilotOf = (companyId: string) => pilotCaller(t.app, companyId, 'p@aerosul.com.br');

/** A company whose 7-day trial ended: sign-up moved back in time. */
async function expiredTrial() {
  const owner = await signUpCompany(t.app);
  await setCompany(t.db, owner.companyId, {
    trial_start_date: new Date('2026-10-01T10:00:00-03:00'),
    trial_ends_at: new Date('2026-10-08T10:00:00-03:00'),
  });
  return { ...owner, call: caller(t.app, owner.cookie) };
}

describe('GET /api/billing/status', () => {
  it("answers a trial company's plan: seats, price, trial days, test mode", async () => {
    const { cookie } = await signUpCompany(t.app);
    const res = await caller(t.app, cookie)({ method: 'GET', url: '/api/billing/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mode: 'test',
      canAct: true,
      subscribed: false,
      subscription_status: 'trial',
      badge: 'Aguardando Pagamento',
      trial: { active: true, days_remaining: 7 },
      seats: 1,
      billed_seats: null,
      price_per_seat: 5990,
      total: 5990,
      has_subscription: false,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/status' })).statusCode).toBe(
      401,
    );
  });

  it('heals a company whose billing user is subscribed (spec part 1 §4)', async () => {
    const { cookie, companyId } = await expiredTrial();
    await setCompany(t.db, companyId, {
      subscription_status: 'inactive',
      status: 'payment_required',
    });
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br'));
    await t.db.insert(subscribers).values({ user_id: owner!.id, subscribed: true });
    const res = await caller(t.app, cookie)({ method: 'GET', url: '/api/billing/status' });
    expect(res.json()).toMatchObject({ canAct: true, subscription_status: 'active' });
    expect(await companyRow(companyId)).toMatchObject({
      subscription_status: 'active',
      status: 'ativo',
    });
  });
});

describe('subscribing through the test checkout (no keys)', () => {
  it('gives an expired company its access back, for its pilot too, with one charge', async () => {
    const { call, companyId } = await expiredTrial();
    const pilot = await pilotOf(companyId);
    const register = {
      method: 'POST' as const,
      url: '/api/registers/clients',
      payload: { nome: 'Fazenda X' },
    };
    expect((await call(register)).statusCode).toBe(402);
    expect(await pilotCanAct(pilot)).toBe(false);

    const checkout = await call({ method: 'POST', url: '/api/billing/checkout' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toBe(`/assinatura/teste?empresa=${companyId}&assentos=2`);
    expect((await call({ method: 'POST', url: '/api/billing/teste/pagar' })).statusCode).toBe(204);

    expect(await companyRow(companyId)).toMatchObject({
      subscription_status: 'active',
      status: 'ativo',
      billed_seats: 2,
      stripe_subscription_id: `sub_test_${companyId}`,
    });
    expect((await call(register)).statusCode).toBe(201);
    expect(await pilotCanAct(pilot)).toBe(true);
    const paid = await charges(companyId);
    expect(paid).toEqual([
      expect.objectContaining({ amount: 11980, status: 'paid', user_email: 'dono@aerosul.com.br' }),
    ]);
    const status = (await call({ method: 'GET', url: '/api/billing/status' })).json();
    expect(status).toMatchObject({
      subscribed: true,
      seats: 2,
      total: 11980,
      has_subscription: true,
    });
    expect(status.next_billing_date).toMatch(/^2026-12-22/);
    const invoices = (await call({ method: 'GET', url: '/api/billing/invoices' })).json().invoices;
    expect(invoices).toEqual([expect.objectContaining({ amount: 11980, status: 'paid' })]);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.company_id, companyId));
    expect(audit.map((a) => a.action_type).sort()).toEqual([
      'billing:checkout.session.completed',
      'billing:customer.subscription.created',
      'billing:invoice.paid',
    ]);

    const again = await call({ method: 'POST', url: '/api/billing/checkout' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('bills a member who joins: 2 seats, R$ 119,80 (spec result shape)', async () => {
    const { call, companyId } = await expiredTrial();
    await call({ method: 'POST', url: '/api/billing/teste/pagar' });
    await joinCompany(t.app, companyId, 'admin', 'admin@aerosul.com.br');
    const res = await call({ method: 'POST', url: '/api/billing/seats' });
    expect(res.json()).toEqual({
      success: true,
      totalUsers: 2,
      totalPrice: 11980,
      message: 'Assinatura atualizada: 2 usuários, R$ 119,80/mês.',
    });
    expect((await companyRow(companyId)).billed_seats).toBe(2);
  });

  it('bills owed seats in the hourly job (a seat update that failed is retried)', async () => {
    const { call, companyId } = await expiredTrial();
    await call({ method: 'POST', url: '/api/billing/teste/pagar' });
    // Joined without the invite flow's notification: as if the update had failed.
    await joinCompany(t.app, companyId, 'pilot', 'p@aerosul.com.br');
    expect((await companyRow(companyId)).billed_seats).toBe(1);
    await t.app.jobs.tick();
    expect((await companyRow(companyId)).billed_seats).toBe(2);
  });

  it('cancels from the test portal: access follows the trial rules again', async () => {
    const { call, companyId } = await expiredTrial();
    await call({ method: 'POST', url: '/api/billing/teste/pagar' });
    expect((await call({ method: 'POST', url: '/api/billing/teste/cancelar' })).statusCode).toBe(
      204,
    );
    expect(await companyRow(companyId)).toMatchObject({
      subscription_status: 'inactive',
      status: 'inactive',
      stripe_subscription_id: null,
      next_billing_date: null,
    });
    const status = (await call({ method: 'GET', url: '/api/billing/status' })).json();
    expect(status).toMatchObject({ canAct: false, subscribed: false, has_subscription: false });
  });

  it('keeps pilots out of paying and managing (403), and the portal needs a subscription', async () => {
    const { call, companyId } = await expiredTrial();
    const pilot = await pilotOf(companyId);
    for (const url of [
      '/api/billing/checkout',
      '/api/billing/portal',
      '/api/billing/teste/pagar',
    ]) {
      expect((await pilot({ method: 'POST', url })).statusCode).toBe(403);
    }
    expect((await pilot({ method: 'GET', url: '/api/billing/invoices' })).statusCode).toBe(403);
    const portal = await call({ method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.code).toBe('NO_SUBSCRIPTION');
  });
});

describe('POST /api/billing/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { companyId } = await expiredTrial();
    const event = subscriptionEvent('evt_bad', companyId, 'active', at('2026-11-22T13:00:00Z'));
    const forged = await deliver(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const payload = JSON.stringify(event);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed for another body: the bytes are what the signature covers.
    const tampered = await deliver(
      { ...event, type: 'customer.subscription.created' },
      t.app.payments!.sign(payload),
    );
    expect(tampered.statusCode).toBe(400);
    expect(await t.db.select().from(billingEvents)).toEqual([]);
    expect((await companyRow(companyId)).subscription_status).toBe('trial');
  });

  it('counts the same event once: one charge for two deliveries', async () => {
    const { companyId } = await expiredTrial();
    const event = invoiceEvent('evt_inv_1', companyId, 'invoice.paid');
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await charges(companyId)).toHaveLength(1);
  });

  it('keeps a paid invoice paid when its earlier failure arrives late', async () => {
    const { companyId } = await expiredTrial();
    await deliver(invoiceEvent('evt_paid', companyId, 'invoice.paid'));
    await deliver(invoiceEvent('evt_failed', companyId, 'invoice.payment_failed'));
    expect(await charges(companyId)).toEqual([
      expect.objectContaining({ status: 'paid', amount: 5990 }),
    ]);
  });

  it('keeps the newest state when updates arrive out of order', async () => {
    const { companyId } = await expiredTrial();
    await deliver(subscriptionEvent('evt_new', companyId, 'canceled', at('2026-11-22T13:05:00Z')));
    const old = await deliver(
      subscriptionEvent('evt_old', companyId, 'active', at('2026-11-22T13:00:00Z')),
    );
    expect(old.json().outcome).toBe('ignored');
    expect(await companyRow(companyId)).toMatchObject({
      subscription_status: 'inactive',
      status: 'inactive',
    });
    await deliver(
      subscriptionEvent('evt_newer', companyId, 'past_due', at('2026-11-22T13:10:00Z')),
    );
    expect(await companyRow(companyId)).toMatchObject({
      subscription_status: 'active',
      status: 'payment_required',
      billed_seats: 1,
    });
  });

  it("acknowledges an event of a company it doesn't know, changing nothing", async () => {
    const res = await deliver(
      invoiceEvent('evt_other', '00000000-0000-4000-8000-000000000000', 'invoice.paid'),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await t.db.select().from(userCharges)).toEqual([]);
  });

  it('lets a pilot of an unpaid company act once the subscription is active', async () => {
    const { companyId } = await expiredTrial();
    const pilot = await pilotOf(companyId);
    // A pilot's own flight: the gate answers before the references are looked at.
    const flight = {
      method: 'POST' as const,
      url: '/api/operations',
      payload: {
        client_id: '00000000-0000-4000-8000-000000000001',
        property_id: '00000000-0000-4000-8000-000000000002',
        data: '2026-11-22',
      },
    };
    const unpaid = await pilot(flight);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    await deliver(subscriptionEvent('evt_on', companyId, 'active', at('2026-11-22T13:00:00Z')));
    // Past the gate, the operation's own rule answers: this pilot has no pilot record to fly.
    expect((await pilot(flight)).statusCode).toBe(403);
    await deliver(subscriptionEvent('evt_off', companyId, 'unpaid', at('2026-11-23T13:00:00Z')));
    expect((await pilot(flight)).statusCode).toBe(402);
  });
});
