import { addMonths } from 'date-fns';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';

/**
 * Ensures the demonstration company exists with a year of premium access.
 * Idempotent: a second call finds it by its contact e-mail and changes nothing.
 * (Its owner login and its season of operations are added by the identity and operations areas.)
 */
export async function seedDemoCompany(db: Db, clock: Clock) {
  const [existing] = await db
    .select()
    .from(companies)
    .where(eq(companies.contact_email, DEMO_COMPANY.contact_email));
  if (existing) return { company: existing, created: false };
  const now = clock.now();
  const [company] = await db
    .insert(companies)
    .values({
      company_name: DEMO_COMPANY.company_name,
      contact_email: DEMO_COMPANY.contact_email,
      billing_email: DEMO_COMPANY.contact_email,
      status: 'ativo',
      subscription_status: 'active',
      active: true,
      trial_start_date: now,
      trial_duration_days: 0,
      next_billing_date: addMonths(now, DEMO_COMPANY.premiumMonths),
      max_users: 10,
    })
    .returning();
  return { company: company!, created: true };
}

/** At start-up: only a database without any company gets the demo. */
export async function seedDemoIfEmpty(db: Db, clock: Clock) {
  const [any] = await db.select({ id: companies.id }).from(companies).limit(1);
  return any ? undefined : seedDemoCompany(db, clock);
}
