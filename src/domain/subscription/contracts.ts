import { z } from 'zod';
import { nullableInt, nullableText } from '../wire.ts';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { CHARGE_STATUSES } from './values.ts';

/** GET /api/billing/status — the 'check-subscription': what the company may do and pays. */
export const billingStatus = z.object({
  /** 'test': no keys, the local test checkout ('Modo de teste — nenhum pagamento real'). */
  mode: z.enum(['stripe', 'test']),
  canAct: z.boolean(),
  subscribed: z.boolean(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  status: z.enum(COMPANY_STATUSES),
  badge: z.string(),
  trial: z.object({
    active: z.boolean(),
    ends_at: nullableText,
    days_remaining: z.number().int(),
  }),
  /** Active members: what the next invoice bills. */
  seats: z.number().int(),
  /** Seats the provider bills now (null without a subscription). */
  billed_seats: nullableInt,
  price_per_seat: z.number().int(),
  total: z.number().int(),
  next_billing_date: nullableText,
  /** Whether there is a subscription to manage (change card, cancel). */
  has_subscription: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatus>;

export const redirect = z.object({ url: z.string() });
export type Redirect = z.infer<typeof redirect>;

/** Spec part 1 §3 'Subscription-update result' (totalPrice in centavos). */
export const seatUpdate = z.object({
  success: z.boolean(),
  totalUsers: z.number().int(),
  totalPrice: z.number().int(),
  message: z.string(),
});

export const invoice = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  user_email: nullableText,
  created_at: z.string(),
});
export const invoices = z.object({ invoices: z.array(invoice) });
export type Invoice = z.infer<typeof invoice>;
export type InvoiceList = z.infer<typeof invoices>;

/** The payment provider's delivery to `POST /api/billing/webhook`: its raw, signed bytes. */
export const webhookDelivery = z
  .unknown()
  .describe('The event exactly as the provider sent it; its signature covers these bytes.');

/** What a webhook delivery did: applied, already seen, or of no interest. */
export const webhookReceipt = z.strictObject({
  received: z.boolean(),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
export type WebhookReceipt = z.infer<typeof webhookReceipt>;
