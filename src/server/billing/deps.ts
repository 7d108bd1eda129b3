import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies } from '../db/schema/index.ts';
import { testPayments, type Payments } from './payments.ts';
import { stripePayments } from './stripe-payments.ts';
import type { BillingDeps } from './service.ts';
import { systemDatabase, systemDb } from '../db/system.ts';

export const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * Stripe with keys; without them the test mode — except in production, where a checkout that
 * takes no money would give access away: there billing answers 'indisponível' until keys exist.
 */
export function createPayments(app: FastifyInstance, authSecret: string): Payments | null {
  const { config } = app;
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return stripePayments(config, config.stripeSecretKey, config.stripeWebhookSecret);
  }
  if (config.isProduction) return null;
  return testPayments(config, authSecret, {
    async deliver(payload, signature) {
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode !== 200) {
        throw new Error(`test webhook answered ${response.statusCode}: ${response.body}`);
      }
    },
    async lookup(subscriptionId) {
      const [row] = await systemDb(app)
        .select({
          customer: companies.stripe_customer_id,
          quantity: companies.billed_seats,
          periodEnd: companies.next_billing_date,
        })
        .from(companies)
        .where(eq(companies.stripe_subscription_id, subscriptionId));
      if (!row) return null;
      return {
        id: subscriptionId,
        customer: row.customer ?? '',
        status: 'active',
        quantity: row.quantity ?? 1,
        periodEnd: row.periodEnd,
      };
    },
  });
}

export const billingDepsOf = (request: FastifyRequest): BillingDeps => ({
  db: systemDb(request.server),
  inCompany: systemDatabase(request.server).inCompany,
  payments: request.server.payments,
  log: request.log,
  appUrl: request.server.config.appUrl,
});

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments | null;
  }
}
