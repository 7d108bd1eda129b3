import { boolean, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { userId } from './auth.ts';
import { at, atNow, createdAt, id, indexOn } from './columns.ts';
import { companies, companyRow } from './companies.ts';
import { chargeStatus, trialEmailType } from './enums.ts';

/** The billing user's subscription record (spec part 1 §3 'subscribers'). */
export const subscribers = pgTable('subscribers', {
  id: id(),
  user_id: userId().unique(),
  subscribed: boolean('subscribed').notNull().default(false),
  subscription_tier: text('subscription_tier'),
  subscription_end: at('subscription_end'),
  updated_at: atNow('updated_at'),
});

/** One row per paid (or failed) invoice; amount in centavos. */
export const userCharges = pgTable(
  'user_charges',
  {
    ...companyRow(),
    amount: integer('amount').notNull(),
    user_email: text('user_email'),
    status: chargeStatus('status').notNull(),
    /** The provider's invoice: one charge per invoice, however often it is reported. */
    stripe_invoice_id: text('stripe_invoice_id').unique(),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.company_id), check('user_charges_amount_min', sql`${t.amount} >= 0`)],
);

export const trialEmailLogs = pgTable(
  'trial_email_logs',
  {
    ...companyRow(),
    email_type: trialEmailType('email_type').notNull(),
    sent_to: text('sent_to').notNull(),
    sent_at: atNow('sent_at'),
  },
  (t) => [indexOn(t.company_id)],
);

/** Every payment-provider event handled, by its id: a replayed delivery changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** When the provider created the event (not when it reached us). */
    event_created_at: at('event_created_at').notNull(),
    processed_at: atNow('processed_at'),
  },
  (t) => [indexOn(t.company_id)],
);

/**
 * Scheduled jobs: one row per job and period ('2026-11-22' for a daily job). The instance that
 * inserts the row runs the job; the others find it taken — several servers never run it twice.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    run_key: text('run_key').notNull(),
    started_at: atNow('started_at'),
    finished_at: at('finished_at'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.name, t.run_key] })],
);
