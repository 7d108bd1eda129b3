import { queryOptions } from '@tanstack/react-query';
import type {
  AccountingOptions,
  BankAccount,
  FinanceCategory,
  FinancePayment,
  FinanceTitle,
  InstallmentPage,
} from '../../../domain/accounting/response-contracts.ts';
import type { InstallmentStatus, TitleSide } from '../../../domain/accounting/values.ts';
import { api } from '../../lib/api.ts';
import { freshQuery, keptQuery } from '../../lib/fresh-query.ts';
import { useChange } from '../../lib/change.ts';

// Contabilidade: receivables and payables (a page of installments), a title's detail, payments,
// categories and bank accounts. Operations and stock entries create titles on other screens, so
// the lists are read again on every visit (staleTime 0); after any change here everything under
// ['accounting'] is read again, the summary and the reports included.

const BASE = '/api/accounting';

export const accountingKeys = {
  all: ['accounting'],
  titles: (filters: TitleFilters, pagina: number) => ['accounting', 'titles', filters, pagina],
  title: (id: string) => ['accounting', 'title', id],
  categories: ['accounting', 'categories'],
  accounts: ['accounting', 'accounts'],
  options: ['accounting', 'options'],
} as const;

/** The filters of the receivables or payables list (the export's too); the list adds its page. */
export type TitleFilters = {
  lado: TitleSide;
  status: InstallmentStatus | '';
  busca: string;
  de: string;
  ate: string;
  category_id: string;
  client_id: string;
};

/** The filters as the list and its exports read them (blank ones left out). */
export function titleSearch(filters: TitleFilters, pagina?: number) {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim()) search[key] = value.trim();
  if (pagina && pagina > 1) search.pagina = String(pagina);
  return search;
}

/** A page of installments (20) with the totals of all the filters select. */
export const titlesQuery = (filters: TitleFilters, pagina: number) =>
  keptQuery<InstallmentPage>(
    accountingKeys.titles(filters, pagina),
    `${BASE}/titulos?${new URLSearchParams(titleSearch(filters, pagina))}`,
  );

export const titleQuery = (id: string) =>
  freshQuery<FinanceTitle>(accountingKeys.title(id), `${BASE}/titulos/${id}`);

/** Every category, archived ones too (a title keeps its category). */
export const categoriesQuery = queryOptions({
  queryKey: accountingKeys.categories,
  queryFn: () => api<FinanceCategory[]>(`${BASE}/categorias`),
});

/** The bank accounts (and the cash box) with today's balance. */
export const accountsQuery = freshQuery<BankAccount[]>(accountingKeys.accounts, `${BASE}/contas`);

/** The pickers of the forms: active categories, accounts, clients, suppliers and aircraft. */
export const optionsQuery = queryOptions({
  queryKey: accountingKeys.options,
  queryFn: () => api<AccountingOptions>(`${BASE}/opcoes`),
});

/** A change to the books: everything under ['accounting'] is read again. */
export const useAccountingChange = <T, R>(
  call: (value: T) => Promise<R>,
  saved?: (answer: R) => void,
) => useChange(call, [accountingKeys.all], saved);

const post =
  <R>(path: string, method = 'POST') =>
  (body: object) =>
    api<R>(`${BASE}${path}`, { method, body });

export const useCreateTitle = () => useAccountingChange(post<FinanceTitle>('/titulos'));

export const useUpdateTitle = (id: string) =>
  useAccountingChange(post<FinanceTitle>(`/titulos/${id}`, 'PATCH'));

export const useResplitTitle = (id: string) =>
  useAccountingChange(post<FinanceTitle>(`/titulos/${id}/parcelar`));

export const useCancelTitle = (id: string) =>
  useAccountingChange(post<FinanceTitle>(`/titulos/${id}/cancelar`));

export const useCreateInvoice = () => useAccountingChange(post<FinanceTitle>('/faturas'));

export const usePayInstallment = (installmentId: string) =>
  useAccountingChange(post<FinancePayment>(`/parcelas/${installmentId}/pagamentos`));

/** 'Estornar': a payment undone. */
export const useReversePayment = () =>
  useAccountingChange((paymentId: string) =>
    api<void>(`${BASE}/pagamentos/${paymentId}`, { method: 'DELETE' }),
  );

export const useCreateCategory = () => useAccountingChange(post<FinanceCategory>('/categorias'));

export const useUpdateCategory = (id: string) =>
  useAccountingChange(post<FinanceCategory>(`/categorias/${id}`, 'PATCH'));

export const useCreateAccount = () => useAccountingChange(post<BankAccount>('/contas'));

export const useUpdateAccount = (id: string) =>
  useAccountingChange(post<BankAccount>(`/contas/${id}`, 'PATCH'));
