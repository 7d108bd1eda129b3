import {
  COMPANY_ROLES,
  type CompanyRole,
  type CompanyStatus,
  type SubscriptionStatus,
} from './values.ts';

/** Spec part 1 §6: how roles are named and listed (owner, admin, pilot). */
export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  pilot: 'Piloto',
};

/** Members in the order of COMPANY_ROLES: owner, then admins, then pilots. */
export function sortByRole<T extends { role_in_company: CompanyRole }>(members: T[]): T[] {
  const rank = (member: T) => COMPANY_ROLES.indexOf(member.role_in_company);
  return [...members].sort((a, b) => rank(a) - rank(b));
}

export type CompanyBadge =
  'Ativa' | 'Pagamento Obrigatório' | 'Suspensa' | 'Aguardando Pagamento' | 'Inativa';

/**
 * Spec part 2 §4 'Company badge', first match wins. The fifth rule is reached only by a
 * company without a subscription status (the spec's 'empty', part 2 §4 'E-mail list
 * grouping'): our table requires one, but the badge does not depend on that.
 */
export function companyBadge(company: {
  subscription_status: SubscriptionStatus | null;
  status: CompanyStatus;
}): CompanyBadge {
  if (company.subscription_status === 'active') return 'Ativa';
  if (company.status === 'payment_required') return 'Pagamento Obrigatório';
  if (company.status === 'suspenso') return 'Suspensa';
  if (company.subscription_status === 'trial' || company.subscription_status === 'inactive')
    return 'Aguardando Pagamento';
  return 'Inativa';
}

/** What is left of a trial: 'último dia', '1 dia restante', '5 dias restantes'. */
export const trialDaysLeft = (days: number) =>
  days === 0 ? 'último dia' : days === 1 ? '1 dia restante' : `${days} dias restantes`;

/**
 * The badge a company sees of itself on Perfil: the platform's badge (`companyBadge`), except
 * that 'Aguardando Pagamento' during an active trial says the trial and its days left
 * ('Período de teste · 5 dias restantes'), as the spec's trial keeps the company acting.
 */
export function memberBadge(
  company: Parameters<typeof companyBadge>[0],
  trial: { active: boolean; days_remaining: number },
): string {
  const badge = companyBadge(company);
  if (badge === 'Aguardando Pagamento' && trial.active)
    return `Período de teste · ${trialDaysLeft(trial.days_remaining)}`;
  return badge;
}

export type BillingStatus = { level: 'error' | 'warning' | 'ok'; label: string };

/**
 * Spec part 2 §4 'Billing status per company in the hierarchy'. Only 'Cobrança OK' is given
 * by the spec; the error and warning labels are ours, in the spec's words.
 */
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
