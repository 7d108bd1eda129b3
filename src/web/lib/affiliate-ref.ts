import { normalizeAffiliateCode } from '../../domain/affiliates/code.ts';

/** Spec part 1 §3 client storage key: the referral code waiting for the sign-up. */
export const AFFILIATE_REF_KEY = 'affiliate_ref';

/** How long a followed link counts: a visitor who signs up a month later came some other way. */
const AFFILIATE_REF_DAYS = 30;
const DAY_MS = 86_400_000;

type Kept = { code: string; at: number };

/**
 * `?ref=CODE` on any page: the code is kept with the time it was seen. The latest link wins —
 * the last affiliate whose link the visitor followed is the one who brought them to sign up
 * (and a code typed wrong can be fixed by following the right link).
 */
export function captureAffiliateRef(search: string, now = Date.now()) {
  const code = normalizeAffiliateCode(new URLSearchParams(search).get('ref'));
  if (!code) return;
  try {
    localStorage.setItem(AFFILIATE_REF_KEY, JSON.stringify({ code, at: now } satisfies Kept));
  } catch {
    // Storage refused (private mode, full): the visit goes on without the referral.
  }
}

/** The kept code for the sign-up, if seen within the last 30 days (an older one is forgotten). */
export function keptAffiliateRef(now = Date.now()): string | undefined {
  let kept: Partial<Kept> | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(AFFILIATE_REF_KEY) ?? 'null') as Partial<Kept> | null;
  } catch {
    kept = null;
  }
  const code = normalizeAffiliateCode(kept?.code);
  if (code && typeof kept?.at === 'number' && now - kept.at <= AFFILIATE_REF_DAYS * DAY_MS)
    return code;
  clearAffiliateRef();
  return undefined;
}

/** After a sign-up, the code has done its work. */
export function clearAffiliateRef() {
  try {
    localStorage.removeItem(AFFILIATE_REF_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
