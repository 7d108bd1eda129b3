import { and, eq, inArray } from 'drizzle-orm';
import type { EmailGroup } from '../../domain/admin/people.ts';
import { companies } from '../db/schema/index.ts';

/**
 * Spec part 2 §4 'E-mail list grouping', the one definition the stats cards, the e-mail lists
 * and the bulk buttons share: active — the active flag and a subscription paid; awaiting
 * payment — the active flag and a trial or inactive subscription (never empty: the column has a
 * default).
 */
export const COMPANY_GROUPS = {
  ativos: and(eq(companies.active, true), eq(companies.subscription_status, 'active'))!,
  aguardando: and(
    eq(companies.active, true),
    inArray(companies.subscription_status, ['trial', 'inactive']),
  )!,
} satisfies Record<EmailGroup, unknown>;
