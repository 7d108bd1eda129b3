import { beforeEach, describe, expect, it } from 'vitest';
import {
  AFFILIATE_REF_KEY,
  captureAffiliateRef,
  clearAffiliateRef,
  keptAffiliateRef,
} from './affiliate-ref.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24);

describe('the referral code of ?ref=', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a well-formed code in its stored form, and the latest link wins', () => {
    captureAffiliateRef('?ref=ab2cd3ef', now);
    expect(keptAffiliateRef(now)).toBe('AB2CD3EF');
    captureAffiliateRef('?utm=x&ref=XY7QWERT', now + DAY);
    expect(keptAffiliateRef(now + DAY)).toBe('XY7QWERT');
  });

  it.each(['', '?ref=', '?ref=curto', '?ref=AB0CD3EF', '?outra=AB2CD3EF'])(
    'ignores %j and keeps what it had',
    (search) => {
      captureAffiliateRef('?ref=AB2CD3EF', now);
      captureAffiliateRef(search, now);
      expect(keptAffiliateRef(now)).toBe('AB2CD3EF');
    },
  );

  it('counts a link for 30 days, then forgets it', () => {
    captureAffiliateRef('?ref=AB2CD3EF', now);
    expect(keptAffiliateRef(now + 30 * DAY)).toBe('AB2CD3EF');
    expect(keptAffiliateRef(now + 30 * DAY + 1)).toBeUndefined();
    expect(localStorage.getItem(AFFILIATE_REF_KEY)).toBeNull();
  });

  it('forgets a damaged value and is cleared after a sign-up', () => {
    localStorage.setItem(AFFILIATE_REF_KEY, 'AB2CD3EF');
    expect(keptAffiliateRef(now)).toBeUndefined();
    captureAffiliateRef('?ref=AB2CD3EF', now);
    clearAffiliateRef();
    expect(keptAffiliateRef(now)).toBeUndefined();
  });
});
