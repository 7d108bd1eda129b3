import type { FinancePage } from '../../../../domain/admin/companies-finance.ts';
import type { AdminCompanyFormBody } from '../../../../domain/admin/companies-form.ts';
import type {
  AdminCompany,
  AdminCompanyPage,
  BulkTargets,
  DeletedCompany,
  TrialEmailResult,
} from '../../../../domain/admin/contracts.ts';
import type { AdminStats } from '../../../../domain/admin/stats.ts';
import type { TRIAL_EMAIL_TYPES } from '../../../../domain/subscription/values.ts';
import { api } from '../../../lib/api.ts';
import { freshQuery } from '../../../lib/fresh-query.ts';
import { pageQuery } from '../../../lib/page-query.ts';
import { useChange } from '../../../lib/change.ts';

// The stats cards and the Empresas tab (spec part 2 §2, §7): read on every visit (no caching,
// spec §7 'GET companies'); a change reads the cards and the list again.

const BASE = '/api/admin/companies';

export const companyAdminKeys = {
  stats: ['admin', 'stats'],
  companies: ['admin', 'companies'],
  list: (busca: string, pagina: number) => ['admin', 'companies', 'list', busca, pagina],
  finance: (id: string, pagina: number) => ['admin', 'companies', 'finance', id, pagina],
} as const;

export const statsQuery = freshQuery<AdminStats>(companyAdminKeys.stats, '/api/admin/stats');

/** A page of companies (20, newest first), searched by name, e-mail or CNPJ. */
export const companiesQuery = (busca: string, pagina: number) =>
  pageQuery<AdminCompanyPage>(
    companyAdminKeys.list(busca, pagina),
    BASE,
    { busca: busca.trim() },
    pagina,
  );

/** A company's financial history, a page at a time. */
export const financeQuery = (id: string, pagina: number) =>
  pageQuery<FinancePage>(
    companyAdminKeys.finance(id, pagina),
    `${BASE}/${id}/financeiro`,
    {},
    pagina,
  );

const refresh = [companyAdminKeys.stats, companyAdminKeys.companies];

export const useUpdateCompany = (id: string) =>
  useChange(
    (body: Partial<AdminCompanyFormBody>) =>
      api<AdminCompany>(`${BASE}/${id}`, { method: 'PATCH', body }),
    refresh,
  );

export const useDeleteCompany = (id: string) =>
  useChange(() => api<DeletedCompany>(`${BASE}/${id}`, { method: 'DELETE' }), refresh);

export type TrialEmailType = (typeof TRIAL_EMAIL_TYPES)[number];

/** Every company a bulk button sends to (trial or inactive, with a contact e-mail). */
export const bulkTargets = () => api<BulkTargets>(`${BASE}/envio-em-massa`);

/** One send-trial-email, forced (spec §7); answers how it went. */
export const sendTrialEmail = async (id: string, email_type: TrialEmailType) =>
  (
    await api<{ result: TrialEmailResult }>(`${BASE}/${id}/trial-email`, {
      body: { email_type, force: true },
    })
  ).result;
