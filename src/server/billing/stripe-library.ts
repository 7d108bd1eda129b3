import type Stripe from 'stripe';
import type { Config } from '../platform/config.ts';
import { onFirstUse } from '../platform/on-first-use.ts';
import type { PaymentEvent } from './payments.ts';

/**
 * Stripe's library, loaded by its first use (a delivery, a checkout) rather than at start, so a
 * server without keys never loads it: about 3 MB of heap once the app's other modules are in
 * (docs/benchmarks.md, 'Reliability', run 7). Loaded with `require` because the signature
 * check, its first use on a webhook, is synchronous.
 */
export const stripeLibrary = onFirstUse<typeof Stripe>('stripe');

export function stripeClient(config: Config, key: string): Stripe {
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
  const StripeClient = stripeLibrary();
  return new StripeClient(key, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'AgroVoo' },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

/** Stripe's own signature check and test signature, which need no client (no key). */
export function verifier(secret: string) {
  return {
    verify(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature) throw new Error('missing stripe-signature header');
      const { webhooks } = stripeLibrary();
      return webhooks.constructEvent(rawBody, signature, secret) as unknown as PaymentEvent;
    },
    sign: (payload: string) =>
      stripeLibrary().webhooks.generateTestHeaderString({ payload, secret }),
  };
}
