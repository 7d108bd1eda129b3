import { randomUUID } from 'node:crypto';
import { newTrial } from '../../domain/subscription/trial.ts';
import { insertDefaultCategories } from '../accounting/categories-default.ts';
import type { Db } from '../db/database.ts';
import { companies, profiles } from '../db/schema/index.ts';
import { inCompanyWithin } from '../db/tenant.ts';
import { insertDefaultRegisters } from '../registers/defaults.ts';

/** What a new company starts with: its owner, who receives the bills, and the usual registers and
 * accounting categories. */
export async function startCompany(tx: Db, companyId: string, ownerId: string): Promise<void> {
  await tx.insert(profiles).values({
    user_id: ownerId,
    company_id: companyId,
    role_in_company: 'owner',
    is_billing_contact: true,
  });
  await insertDefaultRegisters(tx, companyId);
  await insertDefaultCategories(tx, companyId);
}

/**
 * A new company in its 7-day trial, `email` its contact and billing address, started with its
 * owner (startCompany): sign-up and the admin's fix of a user without a company both open one,
 * inside their transaction on the system connection. The company's rows are written in its own
 * scope (issue 35). Answers the company's id.
 */
export async function startTrialCompany(
  tx: Db,
  company: { name: string; email: string; ownerId: string; now: Date },
): Promise<string> {
  const companyId = randomUUID();
  await inCompanyWithin(tx, companyId, async (db) => {
    await db.insert(companies).values({
      id: companyId,
      company_name: company.name,
      contact_email: company.email,
      billing_email: company.email,
      status: 'ativo',
      subscription_status: 'trial',
      ...newTrial(company.now),
    });
    await startCompany(db, companyId, company.ownerId);
  });
  return companyId;
}
