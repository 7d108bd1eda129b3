import { randomUUID } from 'node:crypto';
import { addMonths } from 'date-fns/addMonths';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import type { Auth } from '../identity/auth.ts';
import { generatePassword, insertCredentialUser } from '../identity/users.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { inCompanyWithin } from '../db/tenant.ts';
import { startCompany } from '../onboarding/start.ts';
import { seedDemoAccounting } from './accounting.ts';
import { seedDemoHr } from './hr.ts';
import { seedDemoFleet } from './fleet.ts';
import { seedDemoAffiliates } from './affiliates.ts';
import { seedDemoProposals } from './proposals.ts';
import { demoCompanyDetails } from './registers.ts';
import { seedDemoSeason } from './season.ts';

export type Deps = { db: Db; auth: Auth; clock: Clock };

/** Who the demonstration company belongs to: its owner's login and the company's name. */
export type DemoOwner = { email: string; passwordHash: string; companyName: string };

/**
 * Creates a demonstration company inside the caller's transaction (spec part 2 §9): premium for
 * one year, an owner who logs in with the given e-mail, and a season of data from every area
 * (a fictional client with a 500 ha property, an Air Tractor AT-502B, a pilot with a CANAC
 * licence, service items, an approved proposal, accounting and HR). Answers the company and
 * its owner's user id.
 */
export async function createDemoCompany(tx: Db, owner: DemoOwner, now: Date) {
  const userId = await insertCredentialUser(tx, {
    email: owner.email,
    passwordHash: owner.passwordHash,
    now,
    name: 'Demonstração',
  });
  const details = await demoCompanyDetails(tx);
  const companyId = randomUUID();
  // Everything of the company is written in its own scope (issue 35): the seed's queries cannot
  // read or move another company's rows (its fuel lots, once), whatever they filter on.
  const company = await inCompanyWithin(tx, companyId, async (db) => {
    const [row] = await db
      .insert(companies)
      .values({
        id: companyId,
        company_name: owner.companyName,
        ...details,
        contact_email: owner.email,
        billing_email: owner.email,
        status: 'ativo',
        subscription_status: 'active',
        active: true,
        trial_start_date: now,
        trial_duration_days: 0,
        next_billing_date: addMonths(now, DEMO_COMPANY.premiumMonths),
        max_users: 10,
      })
      .returning();
    await startCompany(db, companyId, userId);
    const season = await seedDemoSeason(db, { companyId, userId }, now);
    await seedDemoProposals(db, companyId, now, season);
    await seedDemoAccounting(db, { companyId, userId }, now);
    await seedDemoHr(db, { companyId, userId }, now);
    await seedDemoFleet(db, { companyId, userId }, now);
    return row!;
  });
  return { company, ownerId: userId };
}

/**
 * Ensures the server's own demonstration company, owned by the demo e-mail, who logs in with
 * the returned password (shown once). Idempotent: a second call finds the company by its
 * contact e-mail and changes nothing.
 */
export async function seedDemoCompany(deps: Deps) {
  const { db, auth, clock } = deps;
  const [existing] = await db
    .select()
    .from(companies)
    .where(eq(companies.contact_email, DEMO_COMPANY.contact_email));
  if (existing) return { company: existing, created: false as const };
  const now = clock.now();
  const password = generatePassword();
  const passwordHash = await (await auth.$context).password.hash(password);
  // The server's own demo only (not the admin tool's accounts): its owner is also an affiliate.
  const company = await db.transaction(async (tx) => {
    const demo = await createDemoCompany(
      tx,
      { email: DEMO_COMPANY.contact_email, passwordHash, companyName: DEMO_COMPANY.company_name },
      now,
    );
    await seedDemoAffiliates(tx, { userId: demo.ownerId, email: DEMO_COMPANY.contact_email }, now);
    return demo.company;
  });
  return {
    company,
    created: true as const,
    login: { email: DEMO_COMPANY.contact_email, password },
  };
}
