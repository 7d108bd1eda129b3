import { z } from 'zod';
import { CHARGE_STATUSES } from '../subscription/values.ts';
import { nullableText, pageOf } from '../wire.ts';

// The financial-details dialog (spec part 2 §2, §7 'GET profiles, user_charges, subscribers,
// companies'): a company's history, newest first, a page at a time.

export const FINANCE_PAGE_SIZE = 20;

/**
 * A line: a billing user's active subscription ('subscription', its amount estimated at R$ 59,90
 * per active member, spec §9) or a charge ('charge', as the provider billed it).
 */
export const financeEntry = z.strictObject({
  kind: z.enum(['subscription', 'charge']),
  status: z.enum(['active', ...CHARGE_STATUSES]),
  user_email: nullableText,
  amount_cents: z.number(),
  at: z.string(),
});
export type FinanceEntry = z.infer<typeof financeEntry>;

export const financePage = pageOf(financeEntry);
export type FinancePage = z.infer<typeof financePage>;
