/** Spec part 2 §7 'send-trial-email' e-mail types. */
export const TRIAL_EMAIL_TYPES = ['reminder', 'trial_expired'] as const;
export const CHARGE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
