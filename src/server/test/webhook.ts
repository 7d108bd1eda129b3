import type { FastifyInstance } from 'fastify';

/** A webhook delivery as Stripe (or the test mode) posts it, signed unless `signature` is given. */
export function deliverWebhook(app: FastifyInstance, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? app.payments!.sign(payload),
    },
    payload,
  });
}
