import { formatDecimal } from '../format.ts';
import { todayInSaoPaulo } from '../dates.ts';
import type { FinanceEntry } from './companies-finance.ts';
import type { AdminCompany } from './contracts.ts';
import type { AdminStats } from './stats.ts';

// What the stats cards and the Empresas tab show, without zod (the contracts load with the
// forms that need them): the conversion rate, the manage form's values and the labels.

/** Spec §9: active companies / total companies × 100, to 1 decimal: '42,5%' (none: '0,0%'). */
export function conversionRate(stats: Pick<AdminStats, 'active_companies' | 'total_companies'>) {
  const rate =
    stats.total_companies === 0 ? 0 : (stats.active_companies / stats.total_companies) * 100;
  return `${formatDecimal(Math.round(rate * 10) / 10, 1)}%`;
}

/** What the manage dialog's fields hold. */
export type CompanyFormValues = {
  status: AdminCompany['status'];
  subscription_status: AdminCompany['subscription_status'];
  next_billing_date: string;
  trial_ends_at: string;
  max_users: string;
  billing_email: string;
  admin_notes: string;
  storage_quota_mb: string;
};

const dayOf = (instant: string | null) => (instant ? todayInSaoPaulo(new Date(instant)) : '');

/** The company as the form shows it. */
export const companyFormValues = (company: AdminCompany): CompanyFormValues => ({
  status: company.status,
  subscription_status: company.subscription_status,
  next_billing_date: dayOf(company.next_billing_date),
  trial_ends_at: dayOf(company.trial_ends_at),
  max_users: String(company.max_users),
  billing_email: company.billing_email ?? '',
  admin_notes: company.admin_notes ?? '',
  storage_quota_mb: company.storage_quota_mb === null ? '' : String(company.storage_quota_mb),
});

/** Spec §4 'Company status values' and subscription_status ('inactive' is shown 'Aguardando'). */
export const COMPANY_STATUS_LABELS: Record<AdminCompany['status'], string> = {
  ativo: 'Ativo',
  payment_required: 'Pagamento obrigatório',
  inactive: 'Inativo',
  suspenso: 'Suspenso',
};
export const SUBSCRIPTION_STATUS_LABELS: Record<AdminCompany['subscription_status'], string> = {
  active: 'Ativa',
  inactive: 'Aguardando',
  trial: 'Trial',
};

/**
 * Spec §4 'Financial history labels': active 'Ativo', paid 'Pago', pending 'Pendente'; a failed
 * and a refunded charge, which the spec does not name, read 'Falhou' and 'Estornado'.
 */
export const FINANCE_LABELS: Record<FinanceEntry['status'], string> = {
  active: 'Ativo',
  paid: 'Pago',
  pending: 'Pendente',
  failed: 'Falhou',
  refunded: 'Estornado',
};
