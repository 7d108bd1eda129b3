/** Spec part 2 §7 'send-trial-email' e-mail types. */
export const TRIAL_EMAIL_TYPES = ['reminder', 'trial_expired'] as const;
export const CHARGE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;

/** Spec part 1 §1: R$ 59,90 per user per month, in centavos. */
export const PRICE_PER_SEAT_CENTS = 5990;
