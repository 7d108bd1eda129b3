import type { CompanyRole, CompanyStatus, SubscriptionStatus } from './values.ts';

/** Spec part 1 §6: how roles are named and listed (owner, admin, pilot). */
export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  pilot: 'Piloto',
};

const ROLE_ORDER: Record<CompanyRole, number> = { owner: 0, admin: 1, pilot: 2 };

export function sortByRole<T extends { role_in_company: CompanyRole }>(members: T[]): T[] {
  return [...members].sort((a, b) => ROLE_ORDER[a.role_in_company] - ROLE_ORDER[b.role_in_company]);
}

/** Spec part 2 §4 'Company badge', first match wins. */
export function companyBadge(company: {
  subscription_status: SubscriptionStatus;
  status: CompanyStatus;
}): string {
  if (company.subscription_status === 'active') return 'Ativa';
  if (company.status === 'payment_required') return 'Pagamento Obrigatório';
  if (company.status === 'suspenso') return 'Suspensa';
  // Rule 4 (trial or inactive). The spec's fifth rule, 'Inativa', needs a subscription
  // status outside active/trial/inactive, which the database does not allow.
  return 'Aguardando Pagamento';
}

export type BillingStatus = { level: 'error' | 'warning' | 'ok'; label: string };

/** Spec part 2 §4 'Billing status per company in the hierarchy'. */
export function billingStatus(input: {
  activeUsers: number;
  subscriptionStatus: SubscriptionStatus;
}): BillingStatus {
  if (input.activeUsers > 1 && input.subscriptionStatus !== 'active') {
    return { level: 'error', label: 'Usuários ativos sem assinatura' };
  }
  if (input.activeUsers === 0) return { level: 'warning', label: 'Nenhum usuário ativo' };
  return { level: 'ok', label: 'Cobrança OK' };
}

/** Spec part 2 §4 'User badge'. */
export function userBadge(input: {
  active: boolean;
  companyPaid: boolean;
}): 'Ativo' | 'Trial' | 'Inativo' {
  if (!input.active) return 'Inativo';
  return input.companyPaid ? 'Ativo' : 'Trial';
}
