/** Company roles, in the hierarchy order of spec part 1 §6 (owner, admin, pilot). */
export const COMPANY_ROLES = ['owner', 'admin', 'pilot'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Whether a role is shown amounts of money: a pilot is not (decision 034). */
export const seesMoney = (role: CompanyRole | null) => role !== 'pilot';

/** Roles an invite may grant: a company has exactly one owner, who signed it up. */
export const INVITABLE_ROLES = ['admin', 'pilot'] as const satisfies readonly CompanyRole[];

/** Spec part 2 §4 'Company status values'. */
export const COMPANY_STATUSES = ['ativo', 'payment_required', 'inactive', 'suspenso'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'trial'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const COMPANY_INVITE_STATUSES = ['pending', 'accepted'] as const;

/** Spec part 1 §4: 7 days when the duration is falsy. */
export const DEFAULT_TRIAL_DAYS = 7;
