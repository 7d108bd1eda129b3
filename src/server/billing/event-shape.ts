import { z } from 'zod';
import { PAID_INVOICE_EVENTS } from './affiliate-events.ts';

/** An id of the provider's (`evt_…`, `sub_…`, `cus_…`). */
const providerId = z.string().min(1).max(255);
/** Seconds since the epoch that make a valid date. */
const seconds = z
  .number()
  .int()
  .min(0)
  .max(8_640_000_000_000 / 1000);
/** An amount in centavos that fits the charges' integer column. */
const cents = z.number().int().min(0).max(2_147_483_647);
const object = z.record(z.string(), z.unknown());
const customer = z.union([providerId, z.object({ id: providerId })]).nullish();

const event = z.object({
  id: providerId,
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object }),
});

const subscription = z.object({
  id: providerId,
  status: z.string(),
  customer,
  items: z
    .object({
      data: z.array(
        z.object({
          quantity: z.number().int().min(0).max(100_000).optional(),
          current_period_end: seconds.nullish(),
        }),
      ),
    })
    .optional(),
});

const invoice = z.object({
  id: providerId,
  customer,
  amount_paid: cents.nullish(),
  amount_due: cents.nullish(),
  customer_email: z.string().nullish(),
  status_transitions: z.object({ paid_at: seconds.nullish() }).nullish(),
});

const checkoutSession = z.object({
  customer,
  subscription: z.union([providerId, z.object({ id: providerId })]).nullish(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string().nullish(),
});

const charge = z.object({
  amount: cents,
  amount_refunded: cents,
  created: seconds.nullish(),
  invoice: providerId.nullish(),
  payment_intent: z.union([providerId, z.object({ id: providerId })]).nullish(),
});

/** The fields each handled event's object must have, with the types the handler reads them as. */
function objectShape(type: string): z.ZodType | null {
  if (type.startsWith('customer.subscription.')) return subscription;
  if (PAID_INVOICE_EVENTS.has(type) || type === 'invoice.payment_failed') return invoice;
  if (type === 'checkout.session.completed') return checkoutSession;
  if (type === 'charge.refunded') return charge;
  return null;
}

/**
 * Why a verified event cannot be applied — a field the handler needs is missing or of another
 * type (`data.object.items.data.0.quantity: …`) — or null when it can. The provider sends such an
 * event again and again whatever the answer, so the route acknowledges it and logs this instead.
 */
export function malformedEvent(value: unknown): string | null {
  const parsed = event.safeParse(value);
  if (!parsed.success) return describe(parsed.error.issues[0]!, []);
  const result = objectShape(parsed.data.type)?.safeParse(parsed.data.data.object);
  return result?.error ? describe(result.error.issues[0]!, ['data', 'object']) : null;
}

const describe = (issue: z.core.$ZodIssue, under: string[]) =>
  `${[...under, ...issue.path.map(String)].join('.')}: ${issue.message}`;
