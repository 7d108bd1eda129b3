import { DEFAULT_CATEGORIES } from '../../domain/accounting/values.ts';
import type { Db } from '../db/database.ts';
import { financeCategories } from '../db/schema/index.ts';

/** A new company starts with the trade's revenue and expense categories (editable afterwards). */
export async function insertDefaultCategories(tx: Db, companyId: string): Promise<void> {
  await tx
    .insert(financeCategories)
    .values(DEFAULT_CATEGORIES.map((category) => ({ ...category, company_id: companyId })));
}
