// Billing budget: webhook deliveries p95 < 30 ms at 20 concurrent deliveries, with nothing lost
// or doubled. Every event is delivered twice (as Stripe's retries do); afterwards the rows are
// counted: one billing_events row per event, one user_charges row per invoice.
import autocannon from 'autocannon';
import pg from 'pg';
import Stripe from 'stripe';
import { percentile, signUp, withServerOnPostgres } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const COMPANIES = 20;
export const WEBHOOK_SECRET = 'whsec_benchmark';
/** The server's environment for the billing routes, with the bench's own webhook secret. */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_benchmark',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

/**
 * `count` events signed with `secret` by Stripe's library — half `invoice.paid`, half
 * `customer.subscription.updated` — spread over the companies; ids start at `first`, so each
 * call of a run can deliver new events.
 */
export function signedEvents(companies, count, { secret = WEBHOOK_SECRET, first = 0 } = {}) {
  const stripe = new Stripe('sk_test_benchmark');
  const created = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, k) => {
    const i = first + k;
    const company = companies[i % companies.length];
    const customer = `cus_${i % companies.length}`;
    const object =
      i % 2 === 0
        ? { object: 'invoice', id: `in_${i}`, customer, amount_paid: 5990 }
        : {
            object: 'subscription',
            id: `sub_${company}`,
            customer,
            status: 'active',
            items: {
              data: [
                { id: `si_${i}`, quantity: 1 + (i % 3), current_period_end: created + 2_592_000 },
              ],
            },
          };
    const payload = JSON.stringify({
      id: `evt_${i}`,
      object: 'event',
      type: i % 2 === 0 ? 'invoice.paid' : 'customer.subscription.updated',
      created: created + i,
      data: { object: { ...object, metadata: { company_id: company } } },
    });
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  });
}

/**
 * Delivers every event twice at 20 connections, the second copy 20 requests later (while the
 * first may still run, as Stripe's retries can). Answers every response's time (for an exact
 * p95; autocannon's summary stops at p90 and p97.5), the statuses and the deliveries a second.
 */
export async function deliverTwice(url, events) {
  let next = 0;
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  const instance = autocannon({
    url: `${url}/api/billing/webhook`,
    connections: 20,
    amount: events.length * 2,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const n = next++;
          const index = (Math.floor(n / 40) * 20 + (n % 20)) % events.length;
          const { payload, signature } = events[index];
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          };
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const run = await instance;
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  return {
    run,
    requests: run.requests,
    latencies,
    statuses,
    perSecond,
    p95: percentile(latencies, 95),
  };
}

export async function billingBench() {
  return withServerOnPostgres(STRIPE_ENV, async (server) => {
    const companies = [];
    for (let i = 0; i < COMPANIES; i++) {
      const email = `bench-${i}-${Date.now()}@aviacao.com.br`;
      companies.push((await signUp(server.url, `Aviação ${i}`, email)).companyId);
    }
    const { run, latencies, perSecond, p95 } = await deliverTwice(
      server.url,
      signedEvents(companies, EVENTS),
    );
    const errors = run.errors + run.timeouts + run.non2xx;

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const count = async (table) =>
      Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    const events = await count('billing_events');
    const charges = await count('user_charges');
    await client.end();
    const exact = events === EVENTS && charges === EVENTS / 2;
    return [
      {
        metric: `webhook deliveries (${EVENTS} signed events, each delivered twice), 20 connections`,
        value: `p95 ${p95.toFixed(1)} ms (p50 ${percentile(latencies, 50).toFixed(1)} ms, p97.5 ${run.latency.p97_5} ms) · ${Math.round(perSecond)} deliveries/s · ${errors} errors`,
        budget: 'p95 < 30 ms',
        ok: errors === 0 && latencies.length === EVENTS * 2 && p95 < 30,
      },
      {
        metric: 'rows after the run: events stored once, one charge per invoice',
        value: `${events} events (expected ${EVENTS}), ${charges} charges (expected ${EVENTS / 2})`,
        budget: 'nothing lost or doubled',
        ok: exact,
      },
    ];
  });
}
