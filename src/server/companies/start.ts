import { insertDefaultCategories } from '../accounting/categories-default.ts';
import type { Db } from '../db/database.ts';
import { profiles } from '../db/schema/index.ts';
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
