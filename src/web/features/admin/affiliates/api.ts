import type {
  AdminAffiliateDetail,
  AdminAffiliatePage,
  AdminCommissionPage,
  AdminInvitePage,
  AdminPayout,
  AdminPayoutPage,
  AffiliateStats,
} from '../../../../domain/affiliates/admin-contracts.ts';
import type { ReferralPage } from '../../../../domain/affiliates/contracts.ts';
import { api } from '../../../lib/api.ts';
import { freshQuery } from '../../../lib/fresh-query.ts';
import { pageQuery } from '../../../lib/page-query.ts';
import { useChange } from '../../../lib/change.ts';

// The admin's Afiliados tab. Any change reads the whole tab again (its cards count everything).

const keys = {
  all: ['admin-affiliates'],
  stats: ['admin-affiliates', 'stats'],
  list: (filters: AffiliateFilters, pagina: number) => [
    'admin-affiliates',
    'list',
    filters,
    pagina,
  ],
  detail: (id: string) => ['admin-affiliates', 'detail', id],
  commissions: (id: string, pagina: number) => ['admin-affiliates', 'commissions', id, pagina],
  referrals: (id: string, pagina: number) => ['admin-affiliates', 'referrals', id, pagina],
  payouts: (mes: string, pagina: number) => ['admin-affiliates', 'payouts', mes, pagina],
  invites: (pagina: number) => ['admin-affiliates', 'invites', pagina],
  rate: ['admin-affiliates', 'rate'],
} as const;

export type AffiliateFilters = { busca: string; status: string };

export const statsQuery = freshQuery<AffiliateStats>(keys.stats, '/api/admin/affiliates/stats');

export const affiliatesQuery = (filters: AffiliateFilters, pagina: number) =>
  pageQuery<AdminAffiliatePage>(
    keys.list(filters, pagina),
    '/api/admin/affiliates',
    { busca: filters.busca.trim(), status: filters.status },
    pagina,
  );

export const affiliateQuery = (id: string) =>
  freshQuery<AdminAffiliateDetail>(keys.detail(id), `/api/admin/affiliates/${id}`);

export const commissionsQuery = (id: string, pagina: number) =>
  pageQuery<AdminCommissionPage>(
    keys.commissions(id, pagina),
    `/api/admin/affiliates/${id}/commissions`,
    {},
    pagina,
  );

/** The companies the affiliate referred, each named as it signed up. */
export const referralsQuery = (id: string, pagina: number) =>
  pageQuery<ReferralPage>(
    keys.referrals(id, pagina),
    `/api/admin/affiliates/${id}/referidos`,
    {},
    pagina,
  );

/** The payouts, of one month ('2026-10') or of every month (''). */
export const payoutsQuery = (mes: string, pagina: number) =>
  pageQuery<AdminPayoutPage>(
    keys.payouts(mes, pagina),
    '/api/admin/affiliate-payouts',
    { mes },
    pagina,
  );

export const invitesQuery = (pagina: number) =>
  pageQuery<AdminInvitePage>(keys.invites(pagina), '/api/admin/affiliate-invites', {}, pagina);

export const rateQuery = freshQuery<{ percentual: number }>(
  keys.rate,
  '/api/admin/affiliate-settings',
);

const useTabChange = <T, R>(call: (value: T) => Promise<R>) => useChange(call, [keys.all]);

export const useRegisterAffiliate = () =>
  useTabChange((body: object) => api<AdminAffiliateDetail>('/api/admin/affiliates', { body }));

export const useAffiliateStatus = (id: string) =>
  useTabChange((status: string) =>
    api<AdminAffiliateDetail>(`/api/admin/affiliates/${id}`, {
      method: 'PATCH',
      body: { status },
    }),
  );

export const useGeneratePayouts = () =>
  useTabChange((mes: string) =>
    api<{ criados: number }>('/api/admin/affiliate-payouts/generate', { body: { mes } }),
  );

export const useProcessPayout = (id: string) =>
  useTabChange((body: object) =>
    api<AdminPayout>(`/api/admin/affiliate-payouts/${id}`, { method: 'PATCH', body }),
  );

export const useInviteAffiliate = () =>
  useTabChange((body: object) => api<{ id: string }>('/api/admin/affiliate-invites', { body }));

export const useCancelInvite = () =>
  useTabChange((id: string) =>
    api<unknown>(`/api/admin/affiliate-invites/${id}/cancel`, { method: 'POST' }),
  );

export const useSaveRate = () =>
  useTabChange((body: { percentual: string }) =>
    api<{ percentual: number }>('/api/admin/affiliate-settings', { method: 'PUT', body }),
  );
