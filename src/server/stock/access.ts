import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { Clock } from '../clock.ts';
import { OFFICE, type RouteAccess } from '../http/access.ts';

/** Who may call the stock routes: every member reads; the office records (subscription gate). */
export const STOCK_ACCESS = {
  reads: { access: { scope: 'company' } satisfies RouteAccess },
  office: { access: { scope: 'company', roles: OFFICE } satisfies RouteAccess },
  officeActs: { access: { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess },
};

export const STOCK_TAGS = ['Estoque'];

/** Today in São Paulo by the app's clock: what expiry and due dates are measured against. */
export const todayOf = (clock: Clock) => todayInSaoPaulo(clock.now());
