import { OFFICE, type RouteAccess } from '../http/access.ts';

/**
 * Who may call the accounting routes (DESIGN §5: owner and admin only): reading needs the
 * office role; writing also needs the subscription (the 402 gate).
 */
export const ACCOUNTING_ACCESS = {
  reads: { access: { scope: 'company', roles: OFFICE } satisfies RouteAccess },
  acts: { access: { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess },
};

export const ACCOUNTING_TAGS = ['Contabilidade'];
