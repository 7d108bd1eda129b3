import type Stripe from 'stripe';
import { PRICE_PER_SEAT_CENTS } from '../../domain/subscription/values.ts';
import type { Config } from '../platform/config.ts';
import { PRICE_LOOKUP_KEY, subscriptionSnapshot, type Payments } from './payments.ts';
import { stripeClient, verifier } from './stripe-library.ts';

/** The payments of a company with Stripe's keys: Stripe's API through its own library. */
export function stripePayments(config: Config, secretKey: string, webhookSecret: string) {
  let client: Stripe | undefined;
  // Built by the first call to the API, with the library.
  const stripe = () => (client ??= stripeClient(config, secretKey));
  let priceId: Promise<string> | undefined;

  async function findOrCreatePrice(): Promise<string> {
    if (config.stripePriceId) return config.stripePriceId;
    const found = await stripe().prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], active: true });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe().prices.create({
      currency: 'brl',
      unit_amount: PRICE_PER_SEAT_CENTS,
      recurring: { interval: 'month' },
      lookup_key: PRICE_LOOKUP_KEY,
      product_data: { name: 'AgroVoo Premium (por usuário)' },
    });
    return created.id;
  }

  const payments: Payments = {
    mode: 'stripe',
    ...verifier(webhookSecret),
    async createCustomer({ companyId, email, name }) {
      const customer = await stripe().customers.create(
        { email, name, metadata: { company_id: companyId } },
        { idempotencyKey: `customer-${companyId}` },
      );
      return customer.id;
    },
    async checkout({ companyId, customerId, seats, successUrl, cancelUrl }) {
      priceId ??= findOrCreatePrice().catch((error: unknown) => {
        priceId = undefined; // try again next time
        throw error;
      });
      const session = await stripe().checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: companyId,
        line_items: [{ price: await priceId, quantity: seats }],
        subscription_data: { metadata: { company_id: companyId } },
        locale: 'pt-BR',
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('checkout session without url');
      return { url: session.url };
    },
    async portal(customerId, returnUrl) {
      const session = await stripe().billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'pt-BR',
      });
      return { url: session.url };
    },
    async setSeats(subscriptionId, seats) {
      const subscription = await stripe().subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      await stripe().subscriptionItems.update(item.id, {
        quantity: seats,
        proration_behavior: 'create_prorations',
      });
    },
    async subscription(subscriptionId) {
      const subscription = await stripe().subscriptions.retrieve(subscriptionId);
      return subscriptionSnapshot(subscription as unknown as Record<string, unknown>);
    },
    async invoiceOfPayment(paymentIntentId) {
      const found = await stripe().invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      });
      const invoice = found.data[0]?.invoice;
      return (typeof invoice === 'string' ? invoice : invoice?.id) ?? null;
    },
  };
  return payments;
}
