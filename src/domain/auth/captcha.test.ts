import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_TEXTS,
  captchaMatches,
  generateCaptchaCode,
  normalizeCaptchaAnswer,
} from './captcha.ts';

describe('captcha codes (spec part 1 §5 and §9)', () => {
  it('have 5 characters', () => {
    expect(CAPTCHA_LENGTH).toBe(5);
  });

  it('come from capital letters and digits, without 0/O and 1/I', () => {
    expect(CAPTCHA_ALPHABET).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(32);
    for (const c of '01OI') expect(CAPTCHA_ALPHABET).not.toContain(c);
  });

  it.each([
    ['the first character', () => 0, 'AAAAA'],
    ['the last character', (max: number) => max - 1, '99999'],
    [
      'one after another',
      (() => {
        let n = 0;
        return (max: number) => n++ % max;
      })(),
      'ABCDE',
    ],
    [
      'past the removed I and O',
      (() => {
        const picks = [7, 8, 12, 13, 24];
        return () => picks.shift()!;
      })(),
      'HJNP2',
    ],
  ])('draw %s', (_case, randomInt, code) => {
    expect(generateCaptchaCode(randomInt)).toBe(code);
  });

  it('asks the random source for a position in the alphabet, once per character', () => {
    const asked: number[] = [];
    generateCaptchaCode((max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([32, 32, 32, 32, 32]);
  });
});

describe('captchaMatches (case-insensitive, surrounding spaces ignored)', () => {
  it.each([
    ['AB3CD', 'AB3CD', true],
    ['AB3CD', 'ab3cd', true],
    ['AB3CD', 'aB3cD', true],
    ['AB3CD', '  ab3cd ', true],
    ['AB3CD', '\tAB3CD\n', true],
    ['AB3CD', 'AB3CE', false],
    ['AB3CD', 'AB 3CD', false],
    ['AB3CD', 'AB3C', false],
    ['AB3CD', 'AB3CDX', false],
    ['AB3CD', '', false],
    ['AB3CD', '     ', false],
    ['ABCSS', 'abcß', false], // 'ß' upper-cases to 'SS' but was not typed as two letters
  ])('expected %s, typed %j → %s', (expected, typed, result) => {
    expect(captchaMatches(expected, typed)).toBe(result);
  });

  it.each([
    [' ab3cd ', 'AB3CD'],
    ['ab3c', null],
    ['abcdß', 'ABCDSS'],
  ])('normalises %j to %j', (typed, answer) => {
    expect(normalizeCaptchaAnswer(typed)).toBe(answer);
  });
});

describe('captcha texts', () => {
  it.each([
    ['correct', 'Código correto'],
    ['incorrect', 'Código incorreto'],
    ['requiredTitle', 'CAPTCHA obrigatório'],
    ['required', 'Por favor, digite o código de verificação corretamente.'],
    ['label', 'Código de verificação'],
  ] as const)('%s: %s', (key, text) => {
    expect(CAPTCHA_TEXTS[key]).toBe(text);
  });
});
