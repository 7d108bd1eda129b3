import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { companies, companyInvites, profiles, users } from '../db/schema/index.ts';

type NewCompany = typeof companies.$inferInsert;
type NewUser = typeof users.$inferInsert;
type NewProfile = typeof profiles.$inferInsert;
type NewInvite = typeof companyInvites.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export async function insertCompany(db: Db, overrides: Partial<NewCompany> = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      company_name: `Aviação Teste ${n}`,
      contact_email: `contato${n}@example.com`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertUser(db: Db, overrides: Partial<NewUser> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `Usuário ${n}`,
      email: `usuario${n}@example.com`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertProfile(
  db: Db,
  values: Pick<NewProfile, 'user_id' | 'company_id'> & Partial<NewProfile>,
) {
  const [row] = await db
    .insert(profiles)
    .values({ role_in_company: 'owner', ...values })
    .returning();
  return row!;
}

export async function insertInvite(
  db: Db,
  values: Pick<NewInvite, 'company_id'> & Partial<NewInvite>,
) {
  const n = next();
  const [row] = await db
    .insert(companyInvites)
    .values({
      email: `convidado${n}@example.com`,
      invited_role: 'pilot',
      token_hash: `hash-${randomUUID()}`,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Sets a company's columns straight in its row, as the payment provider's events or the
 * platform admin would have: a subscription, a customer id, a creation date.
 */
export async function setCompany(db: Db, companyId: string, values: Partial<NewCompany>) {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Ends the company's trial at the given time: without a subscription it can no longer act. */
export const endTrial = (db: Db, companyId: string, endedAt: Date) =>
  setCompany(db, companyId, { trial_ends_at: endedAt });
