/**
 * Affiliate codes (spec part 2 §4 'Affiliate code'): 8 characters from capital letters and
 * digits without the look-alikes 0/O and 1/I, so a code read aloud or typed from paper is the
 * code meant. 32 symbols: each random byte maps evenly (256 = 8 × 32).
 */
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_LENGTH = 8;

const CODE_FORMAT = new RegExp(`^[${AFFILIATE_CODE_ALPHABET}]{${AFFILIATE_CODE_LENGTH}}$`);

/** A new random code; `random` fills the bytes (the platform's crypto unless a test gives one). */
export function newAffiliateCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(AFFILIATE_CODE_LENGTH));
  return Array.from(bytes, (b) => AFFILIATE_CODE_ALPHABET[b % 32]).join('');
}

/** A code as typed or carried in a link, in its stored form (trimmed, capitals), or null. */
export function normalizeAffiliateCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return CODE_FORMAT.test(code) ? code : null;
}
