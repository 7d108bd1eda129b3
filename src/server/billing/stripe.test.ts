import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { caller } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { deliverWebhook } from '../test/webhook.ts';
import {
  chargeRefunded,
  deliverAll,
  endState,
  invoicePaid,
  referredCompany,
} from '../test/commission-events.ts';
import { setCompany } from '../test/factories.ts';

/**
 * The Stripe adapter with the official library, against a local HTTP stand-in for Stripe's API
 * (the library's host/port/protocol settings point it here: no network leaves the machine).
 * The stand-in records each request — method, path, form fields — and answers like Stripe.
 */
type Recorded = { method: string; path: string; form: Record<string, string> };
let requests: Recorded[] = [];
let subscriptionStatus = 'active';
let standIn: Server;

function answer(method: string, path: string, form: Record<string, string>): object {
  if (method === 'POST' && path === '/v1/customers') return { id: 'cus_1', object: 'customer' };
  if (method === 'GET' && path === '/v1/prices') return { object: 'list', data: [] };
  if (method === 'POST' && path === '/v1/prices') return { id: 'price_1', object: 'price' };
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return {
      id: 'cs_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    };
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions' && form.customer === 'cus_1') {
    return { id: 'bps_1', url: 'https://billing.stripe.com/p/session/bps_1' };
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_1') {
    return {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: subscriptionStatus,
      items: {
        object: 'list',
        data: [{ id: 'si_1', quantity: 1, current_period_end: 1_798_000_000 }],
      },
    };
  }
  if (method === 'POST' && path === '/v1/subscription_items/si_1') {
    return { id: 'si_1', object: 'subscription_item' };
  }
  if (method === 'GET' && path === '/v1/invoice_payments') {
    const paid =
      form['payment[payment_intent]'] === 'pi_1' && form['payment[type]'] === 'payment_intent';
    return { object: 'list', data: paid ? [{ object: 'invoice_payment', invoice: 'in_1' }] : [] };
  }
  return { error: { type: 'invalid_request_error', message: `no stand-in for ${method} ${path}` } };
}

const t = useTestDatabase();
let app: FastifyInstance;
const now = new Date('2026-11-22T10:00:00-03:00');

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      const form = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body),
      );
      requests.push({ method: req.method!, path: url.pathname, form });
      const reply = answer(req.method!, url.pathname, form);
      res.writeHead('error' in reply ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  app = await createTestApp(t.database, {
    clock: { now: () => now },
    env: {
      APP_URL: 'https://app.agrovoo.com.br',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  requests = [];
  subscriptionStatus = 'active';
});

const row = async (id: string) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;

describe('checkout with Stripe', () => {
  it('creates the customer once, the price by lookup key once, and a session per seat', async () => {
    const { cookie, companyId } = await signUpCompany(app);
    const owner = caller(app, cookie);
    await joinCompany(app, companyId, 'pilot', 'piloto@aerosul.com.br');

    const res = await owner({ method: 'POST', url: '/api/billing/checkout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'GET /v1/prices',
      'POST /v1/prices',
      'POST /v1/checkout/sessions',
    ]);
    const [customer, lookup, price, session] = requests;
    expect(customer!.form).toMatchObject({
      email: 'dono@aerosul.com.br',
      name: 'Aero Sul Aviação Agrícola',
      'metadata[company_id]': companyId,
    });
    expect(lookup!.form).toMatchObject({ 'lookup_keys[0]': 'agrovoo_premium_seat_monthly' });
    expect(price!.form).toMatchObject({
      currency: 'brl',
      unit_amount: '5990',
      'recurring[interval]': 'month',
      lookup_key: 'agrovoo_premium_seat_monthly',
    });
    expect(session!.form).toEqual(
      expect.objectContaining({
        mode: 'subscription',
        customer: 'cus_1',
        client_reference_id: companyId,
        'line_items[0][price]': 'price_1',
        'line_items[0][quantity]': '2',
        'subscription_data[metadata][company_id]': companyId,
        locale: 'pt-BR',
        success_url: 'https://app.agrovoo.com.br/perfil?assinatura=sucesso#assinatura',
        cancel_url: 'https://app.agrovoo.com.br/perfil?assinatura=cancelada#assinatura',
      }),
    );
    expect((await row(companyId)).stripe_customer_id).toBe('cus_1');

    requests = [];
    await owner({ method: 'POST', url: '/api/billing/checkout' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
  });

  it("opens Stripe's portal, answers 503 in Portuguese when Stripe refuses; no test checkout", async () => {
    const { cookie, companyId } = await signUpCompany(app);
    const owner = caller(app, cookie);
    const portal = await owner({ method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(409); // nothing to manage yet
    const set = (customer: string) =>
      setCompany(t.db, companyId, {
        stripe_customer_id: customer,
        stripe_subscription_id: 'sub_1',
      });
    await set('cus_1');
    expect((await owner({ method: 'POST', url: '/api/billing/portal' })).json()).toEqual({
      url: 'https://billing.stripe.com/p/session/bps_1',
    });
    await set('cus_gone');
    const refused = await owner({ method: 'POST', url: '/api/billing/portal' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(
      'O pagamento on-line está indisponível no momento. Tente novamente em alguns minutos.',
    );
    expect((await owner({ method: 'POST', url: '/api/billing/teste/pagar' })).statusCode).toBe(404);
  });
});

describe('a subscription kept in step with Stripe', () => {
  async function subscribed() {
    const { cookie, companyId } = await signUpCompany(app);
    await setCompany(t.db, companyId, {
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
      billed_seats: 1,
      subscription_status: 'active',
    });
    return { owner: caller(app, cookie), companyId };
  }

  it('reads the subscription back on the status check (a missed cancellation)', async () => {
    const { owner, companyId } = await subscribed();
    subscriptionStatus = 'canceled';
    const status = (await owner({ method: 'GET', url: '/api/billing/status' })).json();
    expect(status).toMatchObject({ subscription_status: 'inactive', has_subscription: false });
    expect(await row(companyId)).toMatchObject({
      status: 'inactive',
      stripe_subscription_id: null,
    });
  });

  it('updates the seats with proration when a member joins', async () => {
    const { owner, companyId } = await subscribed();
    await joinCompany(app, companyId, 'admin', 'admin@aerosul.com.br');
    requests = [];
    const res = await owner({ method: 'POST', url: '/api/billing/seats' });
    expect(res.json()).toMatchObject({ success: true, totalUsers: 2, totalPrice: 11980 });
    const update = requests.find((r) => r.path === '/v1/subscription_items/si_1');
    expect(update?.form).toMatchObject({ quantity: '2', proration_behavior: 'create_prorations' });
    expect((await row(companyId)).billed_seats).toBe(2);
  });

  it('verifies deliveries with the configured webhook secret', async () => {
    const { companyId } = await subscribed();
    const res = await deliverWebhook(app, {
      id: 'evt_stripe_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(now.getTime() / 1000) + 60,
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: 'cus_1',
          status: 'canceled',
          items: { data: [{ id: 'si_1', quantity: 1 }] },
        },
      },
    });
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await row(companyId)).subscription_status).toBe('inactive');
  });
});

describe('a refund under current API versions (the charge names no invoice)', () => {
  it("finds the invoice by the charge's payment and reverses its commission", async () => {
    const r = await referredCompany(app, t.db);
    await deliverAll(app, [invoicePaid('evt_paid', r.customer)]);
    const refund = chargeRefunded('evt_refund', r.customer);
    const charge = refund.data.object as Record<string, unknown>;
    delete charge.invoice;
    charge.payment_intent = 'pi_1';
    expect(await deliverAll(app, [refund])).toEqual(['applied']);
    expect(requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /v1/invoice_payments']);
    expect((await endState(t.db, r.companyId)).commissions).toMatchObject([
      { tipo: 'mensalidade', invoice: 'in_1', valor: 1198, status: 'cancelado' },
    ]);
    // A payment the provider links to no invoice reverses nothing.
    charge.payment_intent = 'pi_other';
    expect(await deliverAll(app, [{ ...refund, id: 'evt_refund_2' }])).toEqual(['ignored']);
  });
});

describe('production without keys', () => {
  it('takes no payment and pretends none: billing answers 503', async () => {
    const production = await createTestApp(t.database, {
      env: { NODE_ENV: 'production', APP_URL: 'https://app.agrovoo.com.br' },
    });
    try {
      expect(production.payments).toBeNull();
      const webhook = await production.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(503);
      expect(webhook.json().error.message).toBe(
        'O pagamento on-line está indisponível no momento. Tente novamente em alguns minutos.',
      );
    } finally {
      await production.close();
    }
  });
});
