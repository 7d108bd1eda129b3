import { and, eq, ne } from 'drizzle-orm';
import {
  PROVIDER_SUBSCRIPTION_STATUSES,
  companyStateFor,
  isNewerOrSame,
  type ProviderSubscriptionStatus,
} from '../../domain/subscription/billing.ts';
import type { Db } from '../db/database.ts';
import {
  auditLogs,
  billingEvents,
  companies,
  profiles,
  subscribers,
  userCharges,
} from '../db/schema/index.ts';
import { subscriptionSnapshot, type PaymentEvent, type SubscriptionSnapshot } from './payments.ts';

type Outcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Handles one verified event in one transaction: the event id is stored first, so a replay
 * (the provider retries, or an attacker resends a captured delivery) changes nothing; a failure
 * rolls everything back, the event id included, and the provider delivers it again.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const created = new Date(event.created * 1000);
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, event_created_at: created })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return 'duplicate';

    const object = event.data.object;
    const companyId = await companyOf(tx, object);
    if (!companyId) return 'ignored';
    await tx
      .update(billingEvents)
      .set({ company_id: companyId })
      .where(eq(billingEvents.id, event.id));

    let changed = false;
    if (event.type === 'checkout.session.completed') {
      changed = await checkoutCompleted(tx, companyId, object, created);
    } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
      changed = await applySubscription(tx, companyId, subscriptionSnapshot(object), created);
    } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      changed = await recordInvoice(tx, companyId, object, event.type === 'invoice.paid');
    }
    if (!changed) return 'ignored';
    await tx.insert(auditLogs).values({
      company_id: companyId,
      action_type: `billing:${event.type}`,
      table_name: 'companies',
      record_id: companyId,
      severity: event.type === 'invoice.payment_failed' ? 'medium' : 'low',
      metadata: { event_id: event.id },
    });
    return 'applied';
  });
}

/** The company an object belongs to: our id where we put it, else the provider's customer. */
async function companyOf(tx: Db, object: Record<string, unknown>): Promise<string | null> {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const ours = text(object.client_reference_id) ?? text(metadata.company_id);
  if (ours && UUID.test(ours)) {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, ours));
    if (row) return row.id;
  }
  const customer = text(object.customer);
  if (!customer) return null;
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.stripe_customer_id, customer));
  return row?.id ?? null;
}

async function checkoutCompleted(
  tx: Db,
  companyId: string,
  object: Record<string, unknown>,
  created: Date,
): Promise<boolean> {
  const subscription = text(object.subscription);
  const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
  if (!subscription) return false;
  await tx
    .update(companies)
    .set({ stripe_subscription_id: subscription, stripe_customer_id: text(object.customer) })
    .where(eq(companies.id, companyId));
  if (!paid) return true;
  return setState(tx, companyId, 'active', created, {});
}

/**
 * Applies a subscription's state — from an event, or read from the provider by the status
 * check — unless a newer one was applied already.
 */
export async function applySubscription(
  tx: Db,
  companyId: string,
  snapshot: SubscriptionSnapshot,
  at: Date,
): Promise<boolean> {
  const status = (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(snapshot.status)
    ? (snapshot.status as ProviderSubscriptionStatus)
    : null;
  if (!status) return false;
  const ended = status === 'canceled' || status === 'incomplete_expired';
  return setState(tx, companyId, status, at, {
    stripe_subscription_id: ended ? null : snapshot.id,
    billed_seats: ended ? null : snapshot.quantity,
    next_billing_date: ended ? null : snapshot.periodEnd,
  });
}

async function setState(
  tx: Db,
  companyId: string,
  status: ProviderSubscriptionStatus,
  at: Date,
  extra: Partial<typeof companies.$inferInsert>,
): Promise<boolean> {
  const [company] = await tx
    .select({ synced: companies.billing_synced_at })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company || !isNewerOrSame(at, company.synced)) return false;
  const { subscribed, ...state } = companyStateFor(status);
  await tx
    .update(companies)
    .set({ ...state, ...extra, billing_synced_at: at })
    .where(eq(companies.id, companyId));
  const [billing] = await tx
    .select({ userId: profiles.user_id })
    .from(profiles)
    .where(
      and(
        eq(profiles.company_id, companyId),
        eq(profiles.active, true),
        eq(profiles.is_billing_contact, true),
      ),
    )
    .limit(1);
  if (billing) {
    const row = {
      subscribed,
      subscription_tier: subscribed ? 'premium' : null,
      subscription_end: extra.next_billing_date ?? null,
      updated_at: at,
    };
    await tx
      .insert(subscribers)
      .values({ user_id: billing.userId, ...row })
      .onConflictDoUpdate({ target: subscribers.user_id, set: row });
  }
  return true;
}

/** One charge per invoice: a later 'paid' settles a failed one; a late 'failed' never undoes it. */
async function recordInvoice(
  tx: Db,
  companyId: string,
  object: Record<string, unknown>,
  paid: boolean,
): Promise<boolean> {
  const invoice = text(object.id);
  if (!invoice) return false;
  const amount = Number(paid ? object.amount_paid : object.amount_due) || 0;
  const status = paid ? ('paid' as const) : ('failed' as const);
  const rows = await tx
    .insert(userCharges)
    .values({
      company_id: companyId,
      amount,
      user_email: text(object.customer_email),
      status,
      stripe_invoice_id: invoice,
    })
    .onConflictDoUpdate({
      target: userCharges.stripe_invoice_id,
      set: { status, amount },
      setWhere: ne(userCharges.status, 'paid'),
    })
    .returning({ id: userCharges.id });
  return rows.length > 0;
}
