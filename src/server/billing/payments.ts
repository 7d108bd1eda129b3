import { createHmac, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { PRICE_PER_SEAT_CENTS } from '../../domain/subscription/values.ts';
import type { Config } from '../platform/config.ts';
import { verifier } from './stripe-library.ts';

/** A verified event from the payment provider, as much of it as billing reads. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider sends it. */
  created: number;
  data: { object: Record<string, unknown> };
};

export type CheckoutInput = {
  companyId: string;
  customerId: string;
  seats: number;
  successUrl: string;
  cancelUrl: string;
};

/** What billing reads of a subscription, from an event or from the provider's API. */
export type SubscriptionSnapshot = {
  id: string;
  customer: string;
  status: string;
  quantity: number;
  periodEnd: Date | null;
};

/**
 * The payment provider behind a small interface (DESIGN §1): Stripe when keys are configured;
 * otherwise a local test mode whose checkout is a page of ours and whose events are signed
 * with a local secret and delivered through the same webhook handler.
 */
export type Payments = {
  readonly mode: 'stripe' | 'test';
  /** Checks the `stripe-signature` header against the raw body; throws when it does not match. */
  verify(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Signs a payload as the provider would (test mode delivers its events with it; tests too). */
  sign(payload: string): string;
  createCustomer(input: { companyId: string; email: string; name: string }): Promise<string>;
  checkout(input: CheckoutInput): Promise<{ url: string }>;
  portal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Sets the seats of a subscription, with proration. */
  setSeats(subscriptionId: string, seats: number): Promise<void>;
  subscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** The invoice a payment paid (current API versions no longer name it on the charge). */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
};

/** The price's lookup key: found, or created once, when STRIPE_PRICE_ID is not configured. */
export const PRICE_LOOKUP_KEY = 'agrovoo_premium_seat_monthly';
/** Where the test-mode checkout and portal live in the web app. */
export const TEST_CHECKOUT_PATH = '/assinatura/teste';

/** Reads the snapshot out of a subscription object (its first item carries seats and period). */
export function subscriptionSnapshot(object: Record<string, unknown>): SubscriptionSnapshot {
  const sub = object as unknown as Stripe.Subscription;
  const item = sub.items?.data?.[0];
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer?.id;
  return {
    id: sub.id,
    customer: customer ?? '',
    status: sub.status,
    quantity: item?.quantity ?? 0,
    periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
  };
}

/**
 * Test mode (no keys): nothing leaves the machine. Events are signed with a secret derived from
 * the server's own and handed to `deliver`, which posts them to the webhook route, so the
 * path of a real payment — signature check, replay guard, effects — is the one exercised.
 */
export function testPayments(
  config: Config,
  authSecret: string,
  io: {
    /** Posts a signed event to the webhook route. */
    deliver: (payload: string, signature: string) => Promise<void>;
    /** The test subscription as the database knows it (test mode keeps no state of its own). */
    lookup: (subscriptionId: string) => Promise<SubscriptionSnapshot | null>;
  },
) {
  const secret =
    config.stripeWebhookSecret ??
    `whsec_${createHmac('sha256', authSecret).update('agrovoo-test-billing').digest('hex')}`;
  const { verify, sign } = verifier(secret);

  function event(type: string, object: Record<string, unknown>): PaymentEvent {
    return {
      id: `evt_test_${randomUUID().replaceAll('-', '')}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    };
  }
  const send = async (e: PaymentEvent) => {
    const payload = JSON.stringify({ object: 'event', livemode: false, ...e });
    await io.deliver(payload, sign(payload));
  };
  const subscriptionObject = (s: SubscriptionSnapshot, companyId: string) => ({
    object: 'subscription',
    id: s.id,
    customer: s.customer,
    status: s.status,
    metadata: { company_id: companyId },
    items: {
      data: [
        {
          id: `si_${s.id}`,
          quantity: s.quantity,
          current_period_end: s.periodEnd ? Math.floor(s.periodEnd.getTime() / 1000) : null,
        },
      ],
    },
  });

  const payments: Payments = {
    mode: 'test',
    verify,
    sign,
    async createCustomer({ companyId }) {
      return `cus_test_${companyId.replaceAll('-', '')}`;
    },
    async checkout({ companyId, seats }) {
      const params = new URLSearchParams({ empresa: companyId, assentos: String(seats) });
      return { url: `${TEST_CHECKOUT_PATH}?${params}` };
    },
    async portal() {
      return { url: `${TEST_CHECKOUT_PATH}?acao=gerenciar` };
    },
    async setSeats(subscriptionId, seats) {
      const next = { ...(await subscription(subscriptionId)), quantity: seats };
      await send(event('customer.subscription.updated', subscriptionObject(next, companyOf(next))));
    },
    subscription,
    // Test mode's events name their invoice.
    invoiceOfPayment: async () => null,
  };

  async function subscription(subscriptionId: string) {
    const current = await io.lookup(subscriptionId);
    if (!current) throw new Error(`unknown test subscription ${subscriptionId}`);
    return current;
  }
  const companyOf = (s: SubscriptionSnapshot) => s.id.replace(/^sub_test_/, '');

  /** The test checkout's 'Pagar': what Stripe sends after a card is accepted. */
  async function pay(input: {
    companyId: string;
    customerId: string;
    email: string;
    seats: number;
    now: Date;
  }) {
    const id = `sub_test_${input.companyId}`;
    const periodEnd = new Date(input.now);
    periodEnd.setMonth(periodEnd.getMonth() + 1);
    const snapshot = {
      id,
      customer: input.customerId,
      status: 'active',
      quantity: input.seats,
      periodEnd,
    };
    await send(
      event('checkout.session.completed', {
        object: 'checkout.session',
        id: `cs_test_${randomUUID().replaceAll('-', '')}`,
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: input.companyId,
        customer: input.customerId,
        subscription: id,
      }),
    );
    await send(
      event('customer.subscription.created', subscriptionObject(snapshot, input.companyId)),
    );
    await send(
      event('invoice.paid', {
        object: 'invoice',
        id: `in_test_${randomUUID().replaceAll('-', '')}`,
        customer: input.customerId,
        customer_email: input.email,
        amount_paid: input.seats * PRICE_PER_SEAT_CENTS,
        amount_due: input.seats * PRICE_PER_SEAT_CENTS,
      }),
    );
  }

  /** The test portal's 'Cancelar assinatura'. */
  async function cancel(subscriptionId: string) {
    const next = { ...(await subscription(subscriptionId)), status: 'canceled', periodEnd: null };
    await send(event('customer.subscription.deleted', subscriptionObject(next, companyOf(next))));
  }

  return { ...payments, mode: 'test' as const, pay, cancel };
}

export type TestPayments = ReturnType<typeof testPayments>;

export const isTestMode = (payments: Payments | null): payments is TestPayments =>
  payments?.mode === 'test';
