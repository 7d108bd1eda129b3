import { queryOptions } from '@tanstack/react-query';
import type {
  AffiliateProfile,
  CommissionPage,
  CreateAffiliateInput,
  MyAffiliate,
  PaymentPatch,
  ReferralPage,
} from '../../../domain/affiliates/contracts.ts';
import { api, withFilters } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// The user's own affiliate profile, its lists and its payment data (`/api/affiliates/me…`):
// the server reads them by the session, so no id travels. A change reads the profile again.

const BASE = '/api/affiliates/me';

const affiliateKeys = {
  all: ['affiliate'],
  me: ['affiliate', 'me'],
  list: (kind: 'comissoes' | 'referidos', pagina: number) => ['affiliate', kind, pagina],
} as const;

export const myAffiliateQuery = queryOptions({
  queryKey: affiliateKeys.me,
  queryFn: () => api<MyAffiliate>(BASE),
});

const listQuery =
  <T>(kind: 'comissoes' | 'referidos') =>
  (pagina: number) =>
    queryOptions({
      queryKey: affiliateKeys.list(kind, pagina),
      queryFn: () =>
        api<T>(withFilters(`${BASE}/${kind}`, { pagina: pagina > 1 ? pagina : undefined })),
      placeholderData: (previous) => previous,
    });
export const commissionsQuery = listQuery<CommissionPage>('comissoes');
export const referralsQuery = listQuery<ReferralPage>('referidos');

export const useCreateAffiliate = () =>
  useChange(
    (body: CreateAffiliateInput) => api<AffiliateProfile>(BASE, { method: 'POST', body }),
    [affiliateKeys.all],
  );

/** One payment field; the answer is the profile as saved, put in the cache as it is. */
export const useSavePayment = () =>
  useChange(
    (body: PaymentPatch) => api<AffiliateProfile>(`${BASE}/pagamento`, { method: 'PATCH', body }),
    [],
    (affiliate, client) =>
      client.setQueryData<MyAffiliate>(affiliateKeys.me, { affiliate, codeGenerated: false }),
  );
