import autocannon from 'autocannon';
import Stripe from 'stripe';
import { signUp, withServerOnPostgres } from './lib.mjs';
await withServerOnPostgres(
  { STRIPE_SECRET_KEY: 'sk_test_b', STRIPE_WEBHOOK_SECRET: 'whsec_b' },
  async (server) => {
    const { companyId } = await signUp(server.url, 'X', `x${Date.now()}@a.com.br`);
    const stripe = new Stripe('sk_test_b');
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          object: 'invoice',
          id: 'in_1',
          amount_paid: 5990,
          metadata: { company_id: companyId },
        },
      },
    });
    const sig = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_b' });
    for (const [name, s] of [
      ['bad signature', 't=1,v1=00'],
      ['duplicate', sig],
    ]) {
      const r = await autocannon({
        url: `${server.url}/api/billing/webhook`,
        connections: 20,
        duration: 5,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': s },
        body: payload,
      });
      console.log(name, r.latency.p50, r.latency.p97_5, Math.round(r.requests.average), r.non2xx);
    }
    const h = await autocannon({ url: `${server.url}/api/health`, connections: 20, duration: 5 });
    console.log('health', h.latency.p50, h.latency.p97_5, Math.round(h.requests.average));
  },
);
