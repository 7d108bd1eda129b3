import { sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_SUBSCRIPTION_STATUSES,
  companyStateFor,
  type ProviderSubscriptionStatus,
} from '../../domain/subscription/billing.ts';
import { queryPreparedRows, type Db } from '../db/database.ts';
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
 * Handles one verified event in ONE statement — data-modifying CTEs, atomic like a transaction
 * and a single round trip, prepared once per connection (docs/benchmarks.md, 'Billing'):
 * 1. `source` stores the event id (a replay inserts nothing, so nothing below happens) together
 *    with the company it belongs to;
 * 2. `effect` applies it to that company (state, or a charge) and answers the company it changed;
 * 3. the audit entry is written for what changed.
 * A paid invoice or a refund then credits or debits the referring affiliate's commission
 * (`affiliateStep`) in the same transaction. A paid invoice of a company no affiliate referred
 * credits nobody, so it is tried first as the statement alone, which stores nothing when the
 * company turns out to be referred: then the transaction runs.
 * A failure changes nothing, the event id included, and the provider delivers the event again.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<Outcome> {
  const object = event.data.object;
  const company = companyOf(object);
  const effect = effectOf(event);
  const audit = {
    action: `billing:${event.type}`,
    severity: event.type === 'invoice.payment_failed' ? 'medium' : 'low',
    eventId: event.id,
  };
  const affiliate = affiliateStep(event);
  if (!affiliate || PAID_INVOICE_EVENTS.has(event.type)) {
    const [row] = await run(db, sourceOf(event, company, Boolean(affiliate)), effect, audit);
    if (!row?.referred) return !row?.fresh ? 'duplicate' : row.changed ? 'applied' : 'ignored';
  }
  return db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await run(tx, sourceOf(event, company, false), effect, audit);
    if (!row?.fresh) return 'duplicate';
    const credited = affiliate && row.company_id ? await affiliate(tx, row.company_id) : false;
    return row.changed || credited ? 'applied' : 'ignored';
  });
}

/**
 * The `source` step of an event: its company, then the event id stored with it. `unlessReferred`
 * stores nothing for a company an affiliate referred, and answers so (`referred`).
 */
function sourceOf(event: PaymentEvent, company: SQL, unlessReferred: boolean): Source {
  const referred = sql`exists (select 1 from affiliate_referrals r, company
    where r.company_id = company.id)`;
  return {
    steps: sql`company as (select ${company} as id),
      source as (insert into billing_events (id, type, event_created_at, company_id)
        select ${event.id}, ${event.type}, ${instant(new Date(event.created * 1000))}, id
        from company ${unlessReferred ? sql`where not ${referred}` : sql``}
        on conflict do nothing
        returning company_id)`,
    referred: unlessReferred ? referred : undefined,
  };
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
  const [row] = await run(db, source, effect, null);
  return Boolean(row?.changed);
}

/** The effect's statement (answering the companies it changed) and CTEs that follow it. */
type Effect = { main: SQL; after?: SQL };
/** The CTEs up to `source` (answering the company), and whether a referral stopped them. */
type Source = { steps: SQL; referred?: SQL };

/**
 * The whole statement, prepared: its text depends only on the kind of event, so a connection
 * parses and plans each of the few shapes once. `referred` tells a paid invoice that stored
 * nothing because its company was referred from a replay.
 */
async function run(
  db: Db,
  source: Source,
  effect: Effect | null,
  audit: { action: string; severity: string; eventId: string } | null,
) {
  const auditStep = audit
    ? sql`, audit as (
        insert into audit_logs (company_id, action_type, table_name, record_id, severity, metadata)
        select company_id, ${audit.action}, 'companies', company_id::text,
          ${audit.severity}::severity, ${JSON.stringify({ event_id: audit.eventId })}::jsonb
        from effect)`
    : sql``;
  return queryPreparedRows<{
    fresh: boolean;
    changed: boolean;
    referred: boolean;
    company_id: string | null;
  }>(
    db,
    sql`with ${source.steps},
      effect as (${effect?.main ?? sql`select null::uuid as company_id where false`})
      ${effect?.after ? sql`, ${effect.after}` : sql``}
      ${auditStep}
      select exists (select 1 from source) as fresh, exists (select 1 from effect) as changed,
        ${source.referred ?? sql`false`} as referred,
        (select company_id from source limit 1) as company_id`,
  );
}

/**
 * The company an object belongs to, as a subquery: our id where we put it (checkout's
 * client_reference_id, the subscription's metadata), else the provider's customer.
 */
function companyOf(object: Record<string, unknown>): SQL {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const ours = text(object.client_reference_id) ?? text(metadata.company_id);
  const id = ours && UUID.test(ours) ? ours : null;
  const customer = text(object.customer);
  return sql`coalesce(
    (select id from companies where id = ${id}::uuid),
    (select id from companies where stripe_customer_id = ${customer}::text))`;
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
    after: sql`subscriber as (
      insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at)
      select p.user_id, ${state.subscribed}, ${state.subscribed ? 'premium' : null},
        ${instant(subscriptionEnd)}, ${instant(at)}
      from profiles p join effect on p.company_id = effect.company_id
      where p.active and p.is_billing_contact
      on conflict (user_id) do update set subscribed = excluded.subscribed,
        subscription_tier = excluded.subscription_tier,
        subscription_end = excluded.subscription_end, updated_at = excluded.updated_at)`,
  };
}
