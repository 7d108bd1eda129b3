import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_MESSAGES as M,
  passwordCriteria,
  passwordSchema,
  passwordStrength,
  validatePassword,
} from './password.ts';

describe('validatePassword (spec part 1 §5)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Abcde1!', [M.tooShort]],
    ['A1!' + 'a'.repeat(125), []], // 128 characters
    ['A1!' + 'a'.repeat(126), [M.tooLong]], // 129 characters
    ['abcdef1!', [M.upper]],
    ['ABCDEF1!', [M.lower]],
    ['Abcdefg!', [M.digit]],
    ['Abcdefg1', [M.special]],
    ['', [M.tooShort, M.upper, M.lower, M.digit, M.special]],
    ['Ação2026!', []], // Portuguese letters count
  ])('%j breaks %j', (password, errors) => {
    expect(validatePassword(password)).toEqual(errors);
  });

  it('spells the messages as the spec does', () => {
    expect(Object.values(M)).toEqual([
      'Password must be at least 8 characters long',
      'Password must be less than 128 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as the special character', (special) => {
    expect(validatePassword(`Abcdef1${special}`)).toEqual([]);
  });

  it.each(['-', '_', '+', '=', ' ', '~', '/'])('does not count %j as special', (other) => {
    expect(validatePassword(`Abcdef1${other}`)).toEqual([M.special]);
  });
});

describe('passwordCriteria', () => {
  it('reports each criterion for the requirements panel', () => {
    expect(passwordCriteria('abc')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    });
    expect(passwordCriteria('Abcdefg1!')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
      special: true,
    });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['abc', 'Fraca'],
    ['abcdefgh', 'Fraca'], // 2 criteria (length, lower)
    ['abcdefg1', 'Média'], // 3 criteria, 8 chars
    ['Abcdefg1!', 'Média'], // 5 criteria but only 9 chars
    ['Abcdefghijk1', 'Forte'], // 4 criteria, 12 chars
    ['abcdefghijk1', 'Média'], // 3 criteria, 12 chars
    ['Abcdefghij1!', 'Forte'],
    ['Ab1!', 'Fraca'], // 4 criteria, too short for medium
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('passwordSchema', () => {
  it('answers the first broken rule', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.tooShort]);
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
  });
});
