import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, companies, subscribers, userCharges } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { signUpCompany } from '../test/session.ts';
import { deliverWebhook } from '../test/webhook.ts';

const logLines: string[] = [];
const t = useTestApp({
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
});

const created = Math.floor(new Date('2026-11-22T13:00:00Z').getTime() / 1000);
type Shape = Record<string, unknown>;

/** A well-formed event of `type` for the company, its object changed by `change`. */
function event(id: string, type: string, object: Shape, change: (e: Shape) => Shape = (e) => e) {
  return change({ id, object: 'event', type, created, data: { object } });
}
const subscription = (companyId: string, change: (o: Shape) => Shape = (o) => o) =>
  change({
    object: 'subscription',
    id: 'sub_test_1',
    customer: 'cus_1',
    status: 'active',
    metadata: { company_id: companyId },
    items: { data: [{ id: 'si_1', quantity: 2, current_period_end: created + 30 * 86_400 }] },
  });
const invoice = (companyId: string, change: (o: Shape) => Shape = (o) => o) =>
  change({
    object: 'invoice',
    id: 'in_1',
    customer: 'cus_1',
    customer_email: 'dono@aerosul.com.br',
    amount_paid: 11980,
    amount_due: 11980,
    status_transitions: { paid_at: created },
    metadata: { company_id: companyId },
  });
const checkout = (companyId: string) => ({
  object: 'checkout.session',
  client_reference_id: companyId,
  customer: 'cus_1',
  subscription: 'sub_test_1',
  payment_status: 'paid',
});
const firstItem = (o: Shape, item: Shape) => ({
  ...o,
  items: { data: [{ ...(o.items as { data: Shape[] }).data[0], ...item }] },
});

/** Validly signed events the handler cannot apply: each names what is wrong with it. */
const MALFORMED: [string, (companyId: string) => object][] = [
  ['an event without its id', (c) => event('', 'invoice.paid', invoice(c), ({ id: _, ...e }) => e)],
  [
    'a creation time that is text',
    (c) => event('evt_m2', 'invoice.paid', invoice(c), (e) => ({ ...e, created: 'ontem' })),
  ],
  [
    'no object in its data',
    (c) =>
      event('evt_m3', 'customer.subscription.updated', subscription(c), (e) => ({
        ...e,
        data: {},
      })),
  ],
  [
    'an object that is null',
    (c) =>
      event('evt_m4', 'checkout.session.completed', checkout(c), (e) => ({
        ...e,
        data: { object: null },
      })),
  ],
  [
    'a subscription without its id',
    (c) =>
      event(
        'evt_m5',
        'customer.subscription.updated',
        subscription(c, ({ id: _, ...o }) => o),
      ),
  ],
  [
    'a quantity that is text',
    (c) =>
      event(
        'evt_m6',
        'customer.subscription.updated',
        subscription(c, (o) => firstItem(o, { quantity: 'muitos' })),
      ),
  ],
  [
    'a period end that is text',
    (c) =>
      event(
        'evt_m7',
        'customer.subscription.created',
        subscription(c, (o) => firstItem(o, { current_period_end: 'amanhã' })),
      ),
  ],
  [
    'a negative amount paid',
    (c) =>
      event(
        'evt_m8',
        'invoice.paid',
        invoice(c, (o) => ({ ...o, amount_paid: -5 })),
      ),
  ],
  [
    'an amount beyond any invoice',
    (c) =>
      event(
        'evt_m9',
        'invoice.payment_failed',
        invoice(c, (o) => ({ ...o, amount_due: 1e15 })),
      ),
  ],
  [
    'a paid time out of range',
    (c) =>
      event(
        'evt_m10',
        'invoice.paid',
        invoice(c, (o) => ({ ...o, status_transitions: { paid_at: 1e15 } })),
      ),
  ],
  [
    'a refund of an amount that is text',
    (c) =>
      event('evt_m11', 'charge.refunded', {
        object: 'charge',
        metadata: { company_id: c },
        id: 'ch_1',
        invoice: 'in_1',
        amount: 'tudo',
        amount_refunded: 100,
        customer: 'cus_1',
      }),
  ],
];

describe('a validly signed event the handler cannot apply', () => {
  it.each(MALFORMED)('%s: acknowledged (200), logged, nothing applied', async (_name, build) => {
    const { companyId } = await signUpCompany(t.app);
    const before = (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0];
    const sent = build(companyId) as { id?: string; type: string };
    logLines.length = 0;

    const res = await deliverWebhook(t.app, sent);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    const warning = logLines.map((line) => JSON.parse(line)).find((l) => l.level === 40);
    expect(warning).toMatchObject({ type: sent.type, msg: 'webhook ignored: malformed event' });
    expect(warning.event).toBe(sent.id);
    expect(await t.db.select().from(companies).where(eq(companies.id, companyId))).toEqual([
      before,
    ]);
    expect(await t.db.select().from(userCharges)).toEqual([]);
    expect(await t.db.select().from(billingEvents)).toEqual([]);
    expect(
      (await t.db.select().from(subscribers)).filter((s) => s.subscribed && s.subscription_tier),
    ).toEqual([]);
  });

  it('still applies the well-formed event of each shape', async () => {
    const { companyId } = await signUpCompany(t.app);
    for (const sent of [
      event('evt_ok1', 'customer.subscription.updated', subscription(companyId)),
      event('evt_ok2', 'invoice.paid', invoice(companyId)),
    ]) {
      expect((await deliverWebhook(t.app, sent)).json()).toEqual({
        received: true,
        outcome: 'applied',
      });
    }
  });
});
