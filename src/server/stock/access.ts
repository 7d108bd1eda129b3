import { OFFICE, type RouteAccess } from '../http/access.ts';

/**
 * Who may call the stock routes: every member reads, a pilot without the amounts (decision 034);
 * the office records (subscription gate).
 */
export const STOCK_ACCESS = {
  reads: { access: { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess },
  office: { access: { scope: 'company', roles: OFFICE } satisfies RouteAccess },
  officeActs: { access: { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess },
};

export const STOCK_TAGS = ['Estoque'];
