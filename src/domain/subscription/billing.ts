import type { CompanyStatus, SubscriptionStatus } from '../companies/values.ts';
import { subscriptionPrice } from './access.ts';
import { formatBRL } from '../money.ts';
import { counted } from '../plural.ts';

/** The states a payment provider's subscription goes through (Stripe's `subscription.status`). */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

export type CompanyBillingState = {
  subscription_status: SubscriptionStatus;
  status: CompanyStatus;
  /** The billing user's `subscribers.subscribed`. */
  subscribed: boolean;
};

/**
 * What a subscription's state means for the company (spec part 2 §4 status values). While the
 * provider retries a failed payment (`past_due`) access is kept and the company is flagged
 * 'payment_required'; once retries are exhausted (`unpaid`) or the subscription ends, access
 * follows the trial rules again. `subscribed` is true only with an active subscription, so the
 * self-healing rule of spec part 1 §4 never undoes what a webhook set.
 */
export function companyStateFor(status: ProviderSubscriptionStatus): CompanyBillingState {
  switch (status) {
    case 'active':
    case 'trialing':
      return { subscription_status: 'active', status: 'ativo', subscribed: true };
    case 'past_due':
      return { subscription_status: 'active', status: 'payment_required', subscribed: true };
    case 'unpaid':
    case 'incomplete':
      return { subscription_status: 'inactive', status: 'payment_required', subscribed: false };
    case 'paused':
      return { subscription_status: 'inactive', status: 'suspenso', subscribed: false };
    case 'incomplete_expired':
    case 'canceled':
      return { subscription_status: 'inactive', status: 'inactive', subscribed: false };
  }
}

/** Spec part 1 §3 'Subscription-update result' (totalPrice in centavos, as all our money). */
export function seatUpdateResult(seats: number, success: boolean) {
  const totalPrice = subscriptionPrice(seats);
  const users = counted(seats, 'usuário', 'usuários');
  return {
    success,
    totalUsers: seats,
    totalPrice,
    message: success
      ? `Assinatura atualizada: ${users}, ${formatBRL(totalPrice)}/mês.`
      : `Não foi possível atualizar a assinatura agora (${users}); tentaremos de novo em breve.`,
  };
}
