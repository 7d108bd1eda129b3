import type { CompanyRole, CompanyStatus, SubscriptionStatus } from '../companies/values.ts';
import { PRICE_PER_SEAT_CENTS } from './values.ts';
import { isTrialActive, type TrialFields } from './trial.ts';

export type AccessFields = TrialFields & {
  subscription_status: SubscriptionStatus;
  status: CompanyStatus;
};

/**
 * Spec part 1 §4 'Permission to act': owners and admins may act while the subscription is
 * active, the trial is active or the billing user is subscribed; pilots (and any other role)
 * only while subscribed or active — they wait for the owner to pay.
 */
export function canAct(input: {
  role: CompanyRole;
  company: AccessFields;
  subscribed: boolean;
  now: Date;
}): boolean {
  const active = input.company.subscription_status === 'active';
  if (active || input.subscribed) return true;
  const managesCompany = input.role === 'owner' || input.role === 'admin';
  return managesCompany && isTrialActive(input.company, input.now);
}

/** Spec part 1 §4: a subscribed billing user whose company is not active heals the company. */
export function selfHealingPatch(input: { subscribed: boolean; company: AccessFields }) {
  if (!input.subscribed || input.company.subscription_status === 'active') return null;
  return { subscription_status: 'active', status: 'ativo' } as const;
}

/** The monthly price of N seats, in centavos. */
export function subscriptionPrice(seats: number): number {
  return PRICE_PER_SEAT_CENTS * seats;
}
