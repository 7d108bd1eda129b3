import { commissionForPaidInvoice, reverseCommission } from '../affiliates/commissions.ts';
import type { Db } from '../db/database.ts';
import type { PaymentEvent, Payments } from './payments.ts';

/** Both report a paid invoice (Stripe sends the two); they settle the same charge. */
export const PAID_INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_succeeded']);

/** A field of a provider's object that holds a non-empty string, else null. */
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A refunded charge with the invoice it paid: current API versions no longer name it on the
 * charge, so it is asked of the provider by the charge's payment (before the transaction).
 */
export async function withRefundedInvoice(
  payments: Payments,
  event: PaymentEvent,
): Promise<PaymentEvent> {
  const object = event.data.object;
  const intent = text(object.payment_intent);
  if (event.type !== 'charge.refunded' || text(object.invoice) || !intent) return event;
  const invoice = await payments.invoiceOfPayment(intent);
  return invoice ? { ...event, data: { object: { ...object, invoice } } } : event;
}

/**
 * The affiliate side of a paid invoice (the amount actually paid, when it was paid) or of a
 * refunded charge naming its invoice (the running total refunded); null for other events.
 */
export function affiliateStep(event: PaymentEvent) {
  const object = event.data.object;
  const created = new Date(event.created * 1000);
  const seconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);
  if (PAID_INVOICE_EVENTS.has(event.type)) {
    const invoiceId = text(object.id);
    const transitions = (object.status_transitions ?? {}) as Record<string, unknown>;
    const paid = {
      invoiceId,
      paidCents: Number(object.amount_paid) || 0,
      paidAt: seconds(transitions.paid_at) ?? created,
    };
    return invoiceId
      ? (tx: Db, companyId: string) =>
          commissionForPaidInvoice(tx, { ...paid, invoiceId, companyId })
      : null;
  }
  if (event.type === 'charge.refunded') {
    const invoiceId = text(object.invoice);
    const refund = {
      paidCents: Number(object.amount) || 0,
      refundedCents: Number(object.amount_refunded) || 0,
      paidAt: seconds(object.created) ?? created,
    };
    return invoiceId
      ? (tx: Db, companyId: string) => reverseCommission(tx, { ...refund, invoiceId, companyId })
      : null;
  }
  return null;
}
