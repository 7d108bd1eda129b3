import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { companyBadge } from '../../domain/companies/badges.ts';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { canAct, selfHealingPatch, subscriptionPrice } from '../../domain/subscription/access.ts';
import { seatUpdateResult } from '../../domain/subscription/billing.ts';
import type { BillingStatus, Invoice } from '../../domain/subscription/contracts.ts';
import {
  isTrialActive,
  trialDaysRemaining,
  trialEndDate,
} from '../../domain/subscription/trial.ts';
import { PRICE_PER_SEAT_CENTS } from '../../domain/subscription/values.ts';
import type { Db } from '../db/database.ts';
import { companies, profiles, users, userCharges } from '../db/schema/index.ts';
import { activeMembers } from '../tenancy/members.ts';
import { AppError } from '../platform/app-error.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { isTestMode, type Payments } from './payments.ts';
import { applySubscription } from './webhook.ts';
import type { InCompany } from '../db/tenant.ts';

export type BillingDeps = {
  /** The system's handle: the provider's state, the subscribers, reads across companies. */
  db: Db;
  /** A company's own row is written in its scope (issue 35). */
  inCompany: InCompany;
  /** Null in production without keys: nobody can pay, nothing pretends to. */
  payments: Payments | null;
  log: FastifyBaseLogger;
  appUrl: string;
};

/** The company's whole row (the session carries only some of its columns: `Company`). */
type CompanyRow = typeof companies.$inferSelect;
type Caller = { role: CompanyRole; company: { id: string }; subscribed: boolean };

export async function activeSeats(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.company_id, companyId), eq(profiles.active, true)));
  return row?.n ?? 0;
}

const loadCompany = (db: Db, companyId: string): Promise<CompanyRow> =>
  foundRow(db, companies, companyId);

/**
 * The company's subscription now. With Stripe keys, an existing subscription is read back from
 * Stripe first (a missed webhook cannot leave the company wrong for long); the self-healing rule
 * of spec part 1 §4 holds; a seat update that failed earlier is retried.
 */
export async function billingStatus(
  deps: BillingDeps,
  caller: Caller,
  now: Date,
): Promise<BillingStatus> {
  const { db, payments, log } = deps;
  let company = await loadCompany(db, caller.company.id);
  let subscribed = caller.subscribed;

  if (payments?.mode === 'stripe' && company.stripe_subscription_id) {
    try {
      const snapshot = await payments.subscription(company.stripe_subscription_id);
      const changed = await applySubscription(db, company.id, snapshot, now);
      if (changed) {
        company = await loadCompany(db, company.id);
        subscribed = company.subscription_status === 'active';
      }
    } catch (error) {
      log.warn({ err: error, companyId: company.id }, 'subscription reconcile failed');
    }
  }

  const patch = selfHealingPatch({ subscribed, company });
  if (patch) {
    await deps.inCompany(company.id, (scoped) =>
      scoped.update(companies).set(patch).where(eq(companies.id, company.id)),
    );
    company = { ...company, ...patch };
  }

  const seats = await activeSeats(db, company.id);
  if (company.stripe_subscription_id && company.billed_seats !== seats) {
    await syncSeats(deps, company.id);
  }
  const end = trialEndDate(company);
  return {
    mode: payments?.mode ?? 'stripe',
    canAct: canAct({ role: caller.role, company, subscribed, now }),
    subscribed,
    subscription_status: company.subscription_status,
    status: company.status,
    badge: companyBadge(company),
    trial: {
      active: isTrialActive(company, now),
      ends_at: end?.toISOString() ?? null,
      days_remaining: trialDaysRemaining(company, now),
    },
    seats,
    billed_seats: company.billed_seats,
    price_per_seat: PRICE_PER_SEAT_CENTS,
    total: subscriptionPrice(seats),
    next_billing_date: company.next_billing_date?.toISOString() ?? null,
    has_subscription: company.stripe_subscription_id !== null,
  };
}

export async function listInvoices(db: Db, companyId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(userCharges)
    .where(eq(userCharges.company_id, companyId))
    .orderBy(desc(userCharges.created_at))
    .limit(36);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    status: row.status,
    user_email: row.user_email,
    created_at: row.created_at.toISOString(),
  }));
}

function requirePayments(deps: BillingDeps): Payments {
  if (!deps.payments) throw new AppError('BILLING_UNAVAILABLE');
  return deps.payments;
}

/** The billing user's e-mail (the owner who signed up), where the provider sends receipts. */
async function billingEmail(db: Db, companyId: string): Promise<string | null> {
  const [row] = await activeMembers(
    db,
    companyId,
    { email: users.email },
    eq(profiles.is_billing_contact, true),
  );
  return row?.email ?? null;
}

/** The provider's customer for the company, created once and kept. */
async function ensureCustomer(deps: BillingDeps, company: CompanyRow, fallbackEmail: string) {
  if (company.stripe_customer_id) return company.stripe_customer_id;
  const payments = requirePayments(deps);
  const email = (await billingEmail(deps.db, company.id)) ?? fallbackEmail;
  const customerId = await payments.createCustomer({
    companyId: company.id,
    email,
    name: company.company_name,
  });
  await deps.inCompany(company.id, (db) =>
    db
      .update(companies)
      .set({ stripe_customer_id: customerId })
      .where(eq(companies.id, company.id)),
  );
  return customerId;
}

const provider = async <T>(deps: BillingDeps, what: string, call: () => Promise<T>) => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, `payment provider: ${what} failed`);
    throw new AppError('BILLING_UNAVAILABLE');
  }
};

/** 'Assinar Agora': a checkout for one seat per active member. */
export async function startCheckout(deps: BillingDeps, companyId: string, callerEmail: string) {
  const payments = requirePayments(deps);
  const company = await loadCompany(deps.db, companyId);
  if (company.stripe_subscription_id && company.subscription_status === 'active') {
    throw new AppError('ALREADY_SUBSCRIBED');
  }
  return provider(deps, 'checkout', async () => {
    const customerId = await ensureCustomer(deps, company, callerEmail);
    return payments.checkout({
      companyId,
      customerId,
      seats: Math.max(1, await activeSeats(deps.db, companyId)),
      successUrl: `${deps.appUrl}/perfil?assinatura=sucesso#assinatura`,
      cancelUrl: `${deps.appUrl}/perfil?assinatura=cancelada#assinatura`,
    });
  });
}

/** 'Gerenciar assinatura': the provider's portal (card, invoices, cancellation). */
export async function openPortal(deps: BillingDeps, companyId: string) {
  const payments = requirePayments(deps);
  const company = await loadCompany(deps.db, companyId);
  if (!company.stripe_customer_id || !company.stripe_subscription_id) {
    throw new AppError('NO_SUBSCRIPTION');
  }
  const customerId = company.stripe_customer_id;
  return provider(deps, 'portal', () =>
    payments.portal(customerId, `${deps.appUrl}/perfil#assinatura`),
  );
}

/**
 * Brings the subscription's quantity to the active members (spec part 1 §4: after an invite is
 * accepted). A failure is only logged; the next status check retries it.
 */
export async function syncSeats(deps: BillingDeps, companyId: string) {
  const seats = await activeSeats(deps.db, companyId);
  const company = await loadCompany(deps.db, companyId);
  const subscriptionId = company.stripe_subscription_id;
  if (!subscriptionId || !deps.payments || company.billed_seats === seats) {
    return seatUpdateResult(seats, true);
  }
  try {
    await deps.payments.setSeats(subscriptionId, seats);
    await deps.inCompany(companyId, (db) =>
      db.update(companies).set({ billed_seats: seats }).where(eq(companies.id, companyId)),
    );
    return seatUpdateResult(seats, true);
  } catch (error) {
    deps.log.error({ err: error, companyId, seats }, 'seat update failed');
    return seatUpdateResult(seats, false);
  }
}

/** Test mode's 'Pagar': what a card accepted at Stripe's checkout would cause. */
export async function payInTestMode(
  deps: BillingDeps,
  companyId: string,
  callerEmail: string,
  now: Date,
) {
  const payments = deps.payments;
  if (!isTestMode(payments)) throw new AppError('NOT_FOUND');
  const company = await loadCompany(deps.db, companyId);
  if (company.stripe_subscription_id && company.subscription_status === 'active') {
    throw new AppError('ALREADY_SUBSCRIBED');
  }
  const customerId = await ensureCustomer(deps, company, callerEmail);
  await payments.pay({
    companyId,
    customerId,
    email: (await billingEmail(deps.db, companyId)) ?? callerEmail,
    seats: Math.max(1, await activeSeats(deps.db, companyId)),
    now,
  });
}

/** Test mode's portal: 'Cancelar assinatura'. */
export async function cancelInTestMode(deps: BillingDeps, companyId: string) {
  const payments = deps.payments;
  if (!isTestMode(payments)) throw new AppError('NOT_FOUND');
  const company = await loadCompany(deps.db, companyId);
  if (!company.stripe_subscription_id) throw new AppError('NO_SUBSCRIPTION');
  await payments.cancel(company.stripe_subscription_id);
}

/** The hourly retry of seat updates that failed: every subscription billing other than its members. */
export async function syncOwedSeats(deps: BillingDeps) {
  const owed = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        isNotNull(companies.stripe_subscription_id),
        sql`${companies.billed_seats} is distinct from (select count(*) from profiles p
          where p.company_id = ${companies.id} and p.active)`,
      ),
    );
  let updated = 0;
  for (const { id } of owed) if ((await syncSeats(deps, id)).success) updated += 1;
  return { owed: owed.length, updated };
}
