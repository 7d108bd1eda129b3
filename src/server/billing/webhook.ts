import { sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_SUBSCRIPTION_STATUSES,
  companyStateFor,
  type ProviderSubscriptionStatus,
} from '../../domain/subscription/billing.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';
import { inCompanyWithin } from '../db/tenant.ts';
import { affiliateStep, PAID_INVOICE_EVENTS, text } from './affiliate-events.ts';
import { subscriptionSnapshot, type PaymentEvent, type SubscriptionSnapshot } from './payments.ts';

type Outcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instant = (date: Date | null | undefined) => sql`${date?.toISOString() ?? null}::timestamptz`;

/**
 * Handles one verified event, in one transaction. The company it belongs to is found first (the
 * one read across companies: whose event is it?); then, in that company's scope (decision 012),
 * ONE statement — data-modifying CTEs, prepared once per connection (docs/benchmarks.md,
 * 'Billing'):
 * 1. `source` stores the event id (a replay inserts nothing, so nothing below happens) together
 *    with the company it belongs to;
 * 2. `effect` applies it to that company (state, or a charge) and answers the company it changed;
 * 3. the audit entry is written for what changed.
 * Outside the scope, in the same transaction: the billing user's subscriber record (a platform
 * row) follows a changed state, and a paid invoice or a refund credits or debits the referring
 * affiliate's commission (`affiliateStep`, the affiliate program's own tables). An event of no
 * company known here only stores its id.
 * A failure changes nothing, the event id included, and the provider delivers the event again.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<Outcome> {
  const companyId = await companyOf(db, event.data.object);
  const effect = effectOf(event);
  const audit = {
    action: `billing:${event.type}`,
    severity: event.type === 'invoice.payment_failed' ? 'medium' : 'low',
    eventId: event.id,
  };
  const affiliate = affiliateStep(event);
  return db.transaction(async (tx): Promise<Outcome> => {
    const source = sourceOf(event, companyId);
    const row = companyId
      ? await applyToCompany(tx, companyId, source, effect, audit)
      : (await run(tx, source, null, null))[0];
    if (!row?.fresh) return 'duplicate';
    const credited = affiliate && companyId ? await affiliate(tx, companyId) : false;
    return row.changed || credited ? 'applied' : 'ignored';
  });
}

/** The `source` step of an event: the event id stored with its company (null: none known). */
function sourceOf(event: PaymentEvent, companyId: string | null): Source {
  return {
    steps: sql`source as (insert into billing_events (id, type, event_created_at, company_id)
        values (${event.id}, ${event.type}, ${instant(new Date(event.created * 1000))},
          ${companyId}::uuid)
        on conflict do nothing
        returning company_id)`,
  };
}

/**
 * The statement in the company's scope, then, on the system's side of the same transaction,
 * the billing user's subscriber record when the company's state changed.
 */
async function applyToCompany(
  tx: Db,
  companyId: string,
  source: Source,
  effect: Effect | null,
  audit: Audit | null,
) {
  const [row] = await inCompanyWithin(tx, companyId, (scoped) =>
    run(scoped, source, effect, audit),
  );
  if (row?.changed && effect?.subscriber) await queryPreparedRows(tx, effect.subscriber(companyId));
  return row;
}

/**
 * Applies a subscription read from the provider (the status check's reconcile) through the same
 * rule as its events, as of `at`.
 */
export async function applySubscription(
  db: Db,
  companyId: string,
  snapshot: SubscriptionSnapshot,
  at: Date,
): Promise<boolean> {
  const effect = subscriptionEffect(snapshot, at);
  if (!effect) return false;
  const source = { steps: sql`source as (select ${companyId}::uuid as company_id)` };
  const row = await db.transaction((tx) => applyToCompany(tx, companyId, source, effect, null));
  return Boolean(row?.changed);
}

/**
 * The effect's statement (answering the companies it changed), and the subscriber record's
 * statement that follows a changed state, outside the company's scope.
 */
type Effect = { main: SQL; subscriber?: (companyId: string) => SQL };
/** The CTEs up to `source` (answering the company). */
type Source = { steps: SQL };
type Audit = { action: string; severity: string; eventId: string };

/**
 * The whole statement, prepared: its text depends only on the kind of event, so a connection
 * parses and plans each of the few shapes once.
 */
async function run(db: Db, source: Source, effect: Effect | null, audit: Audit | null) {
  const auditStep = audit
    ? sql`, audit as (
        insert into audit_logs (company_id, action_type, table_name, record_id, severity, metadata)
        select company_id, ${audit.action}, 'companies', company_id::text,
          ${audit.severity}::severity, ${JSON.stringify({ event_id: audit.eventId })}::jsonb
        from effect)`
    : sql``;
  return queryPreparedRows<{ fresh: boolean; changed: boolean }>(
    db,
    sql`with ${source.steps},
      effect as (${effect?.main ?? sql`select null::uuid as company_id where false`})
      ${auditStep}
      select exists (select 1 from source) as fresh, exists (select 1 from effect) as changed`,
  );
}

/**
 * The company an object belongs to: our id where we put it (checkout's client_reference_id, the
 * subscription's metadata), else the provider's customer; null when neither is ours.
 */
async function companyOf(db: Db, object: Record<string, unknown>): Promise<string | null> {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const ours = text(object.client_reference_id) ?? text(metadata.company_id);
  const id = ours && UUID.test(ours) ? ours : null;
  const customer = text(object.customer);
  const [row] = await queryPreparedRows<{ id: string | null }>(
    db,
    sql`select coalesce(
      (select id from companies where id = ${id}::uuid),
      (select id from companies where stripe_customer_id = ${customer}::text)) as id`,
  );
  return row?.id ?? null;
}

/** What the event does, reading the company from `source`; null when it does nothing. */
function effectOf(event: PaymentEvent): Effect | null {
  const object = event.data.object;
  const created = new Date(event.created * 1000);
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return subscriptionEffect(subscriptionSnapshot(object), created);
  }
  if (event.type === 'checkout.session.completed') {
    const subscription = text(object.subscription);
    if (!subscription) return null;
    const ids = sql`stripe_subscription_id = ${subscription},
      stripe_customer_id = coalesce(${text(object.customer)}, c.stripe_customer_id)`;
    const paid =
      object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
    if (paid) return stateEffect('active', created, ids);
    return {
      main: sql`update companies c set ${ids} from source
        where c.id = source.company_id returning c.id as company_id`,
    };
  }
  if (PAID_INVOICE_EVENTS.has(event.type) || event.type === 'invoice.payment_failed') {
    const invoice = text(object.id);
    if (!invoice) return null;
    const paid = PAID_INVOICE_EVENTS.has(event.type);
    const amount = Number(paid ? object.amount_paid : object.amount_due) || 0;
    // One charge per invoice: a later 'paid' settles a failed one; a late 'failed' never undoes it.
    return {
      main: sql`insert into user_charges (company_id, amount, user_email, status, stripe_invoice_id)
      select company_id, ${amount}, ${text(object.customer_email)},
        ${paid ? 'paid' : 'failed'}::charge_status, ${invoice}
      from source where company_id is not null
      on conflict (stripe_invoice_id) do update
        set status = excluded.status, amount = excluded.amount
        where user_charges.status <> 'paid'
      returning company_id`,
    };
  }
  return null;
}

function subscriptionEffect(snapshot: SubscriptionSnapshot, at: Date): Effect | null {
  if (!(PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(snapshot.status)) return null;
  const status = snapshot.status as ProviderSubscriptionStatus;
  const ended = status === 'canceled' || status === 'incomplete_expired';
  return stateEffect(
    status,
    at,
    ended
      ? sql`stripe_subscription_id = null, billed_seats = null, next_billing_date = null`
      : sql`stripe_subscription_id = ${snapshot.id}, billed_seats = ${snapshot.quantity},
          next_billing_date = ${instant(snapshot.periodEnd)}`,
    ended ? null : snapshot.periodEnd,
  );
}

/**
 * Sets the company's billing state and its billing user's subscriber record. Events arrive in
 * any order and may repeat: a state applies only when it is not older than the last one applied
 * (equal times apply, so a retry of the newest is harmless).
 */
function stateEffect(
  status: ProviderSubscriptionStatus,
  at: Date,
  extra: SQL,
  subscriptionEnd: Date | null = null,
): Effect {
  const state = companyStateFor(status);
  return {
    main: sql`update companies c set subscription_status = ${state.subscription_status},
        status = ${state.status}, ${extra}, billing_synced_at = ${instant(at)}
      from source
      where c.id = source.company_id
        and (c.billing_synced_at is null or c.billing_synced_at <= ${instant(at)})
      returning c.id as company_id`,
    subscriber: (companyId) => sql`
      insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at)
      select p.user_id, ${state.subscribed}, ${state.subscribed ? 'premium' : null},
        ${instant(subscriptionEnd)}, ${instant(at)}
      from profiles p
      where p.company_id = ${companyId}::uuid and p.active and p.is_billing_contact
      on conflict (user_id) do update set subscribed = excluded.subscribed,
        subscription_tier = excluded.subscription_tier,
        subscription_end = excluded.subscription_end, updated_at = excluded.updated_at`,
  };
}
