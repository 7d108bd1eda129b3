/** Where a referral code from `/auth?ref=…` waits for the sign-up (spec part 1 §3 storage keys). */
export const AFFILIATE_REF_KEY = 'affiliate_ref';
