import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  captchaMatches,
  generateCaptchaCode,
} from './captcha.ts';

describe('captcha codes', () => {
  it('have 5 characters from capital letters and digits', () => {
    expect(CAPTCHA_LENGTH).toBe(5);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    let n = 0;
    const code = generateCaptchaCode((max) => n++ % max);
    expect(code).toBe('ABCDE');
  });

  it('leave out characters people confuse', () => {
    for (const c of '01OI') expect(CAPTCHA_ALPHABET).not.toContain(c);
  });

  it('use the whole alphabet', () => {
    expect(generateCaptchaCode((max) => max - 1)).toBe('99999');
  });
});

describe('captchaMatches', () => {
  it.each([
    ['AB3CD', 'AB3CD', true],
    ['AB3CD', 'ab3cd', true],
    ['AB3CD', '  ab3cd ', true],
    ['AB3CD', 'AB3CE', false],
    ['AB3CD', 'AB3C', false],
    ['AB3CD', 'AB3CDX', false],
    ['AB3CD', '', false],
  ])('expected %s, typed %j → %s', (expected, typed, result) => {
    expect(captchaMatches(expected, typed)).toBe(result);
  });
});
