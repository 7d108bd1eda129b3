import { describe, expect, it } from 'vitest';
import { AFFILIATE_CODE_ALPHABET, newAffiliateCode, normalizeAffiliateCode } from './code.ts';

describe('newAffiliateCode', () => {
  it('makes 8 characters without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) expect(newAffiliateCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('maps each byte onto the 32 symbols evenly', () => {
    expect(AFFILIATE_CODE_ALPHABET).toHaveLength(32);
    const bytes = [0, 31, 32, 255, 8, 24, 25, 100];
    expect(newAffiliateCode((b) => b.map((_, i) => bytes[i]!))).toBe('A9A9J23E');
  });
});

describe('normalizeAffiliateCode', () => {
  it.each([
    ['ab2cd3ef', 'AB2CD3EF'],
    ['  XY7QWERT ', 'XY7QWERT'],
    ['AB2CD3E', null],
    ['AB2CD3EF9', null],
    ['AB0CD3EF', null],
    ['AB-CD3EF', null],
    ['', null],
    [null, null],
  ])('%j is %j', (input, expected) => {
    expect(normalizeAffiliateCode(input)).toBe(expected);
  });
});
