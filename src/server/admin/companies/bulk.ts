import { and, asc, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { COMPANY_GROUPS } from '../company-groups.ts';

/**
 * The bulk buttons' targets (spec part 2 §7 'send-trial-email'): every company awaiting payment
 * (trial or inactive, and not switched off by the active flag) that has a contact e-mail, by name — all of them, not a page, since the page sends
 * to each in turn.
 */
export async function bulkTargets(db: Db) {
  const items = await db
    .select({ id: companies.id, company_name: companies.company_name })
    .from(companies)
    .where(
      and(
        COMPANY_GROUPS.aguardando,
        isNotNull(companies.contact_email),
        ne(companies.contact_email, ''),
      ),
    )
    .orderBy(asc(companies.company_name), asc(companies.id));
  return { items };
}
