import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGES as M,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_RULE_TEXTS,
  PASSWORD_TEXTS,
  passwordCriteria,
  passwordStrength,
  shownPasswordMessage,
  validatePassword,
} from './password.ts';
import { passwordSchema } from './contracts.ts';

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
    ['abcdefgh', [M.upper, M.digit, M.special]],
    ['A1!' + 'a'.repeat(200), [M.tooLong]],
    ['a'.repeat(200), [M.tooLong, M.upper, M.digit, M.special]],
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

  it("allows 8 to 128 characters and exactly the spec's special set", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as the special character', (special) => {
    expect(validatePassword(`Abcdef1${special}`)).toEqual([]);
  });

  it.each(['-', '_', '+', '=', ' ', '~', '/', ';', "'", '[', ']', '\\', '`', '§', '¿', '！'])(
    'does not count %j as special',
    (other) => {
      expect(validatePassword(`Abcdef1${other}`)).toEqual([M.special]);
    },
  );
});

describe('validatePassword with letters beyond A–Z', () => {
  it.each([
    ['ÁGUA2026!', [M.lower]], // accented capitals are capitals
    ['ÉÇÃO2026!', [M.lower]],
    ['éçãõ2026!', [M.upper]], // accented small letters are small letters
    ['Ñandú2026!', []],
    ['Straße12!', []],
    ['Abcdefg１!', [M.digit]], // a full-width digit is not a number
    ['Abcdefg١!', [M.digit]], // nor is an Arabic-Indic one
    ['日本語パスワード1!', [M.upper, M.lower]], // letters without case are neither
    // Length counts characters, not UTF-16 units: 7 characters, one of them an emoji.
    ['Ab1!😀xy', [M.tooShort]],
    ['Ab1!😀xyz', []],
    ['A1!' + '😀'.repeat(125), [M.lower]], // 128 characters
    ['A1!' + '😀'.repeat(126), [M.tooLong, M.lower]], // 129 characters
  ])('%j breaks %j', (password, errors) => {
    expect(validatePassword(password)).toEqual(errors);
  });
});

describe('passwordCriteria (the requirements panel)', () => {
  const none = { length: false, upper: false, lower: false, digit: false, special: false };
  it.each([
    ['', none],
    ['12345678', { ...none, length: true, digit: true }],
    ['A', { ...none, upper: true }],
    ['a', { ...none, lower: true }],
    ['1', { ...none, digit: true }],
    ['!', { ...none, special: true }],
    ['-_+=', none],
    ['Abc1!', { ...none, upper: true, lower: true, digit: true, special: true }],
    ['Abcdefg1!', { length: true, upper: true, lower: true, digit: true, special: true }],
    ['😀😀😀😀😀😀😀', none], // 7 characters, 14 UTF-16 units
    ['😀😀😀😀😀😀😀😀', { ...none, length: true }],
  ])('%j meets %o', (password, criteria) => {
    expect(passwordCriteria(password)).toEqual(criteria);
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
    ['Abcde1!', 'Fraca'], // 4 criteria (no length), 7 chars
    ['Abcdefghij1', 'Média'], // 4 criteria (no special), 11 chars
    ['Abcdefghij!', 'Média'], // 4 criteria, 11 chars
    ['ABCDEFGHIJK!', 'Média'], // 3 criteria, 12 chars
    ['abcdefghijkl', 'Fraca'], // 2 criteria, 12 chars
    ['!!!!!!!!!!!!', 'Fraca'], // 2 criteria, 12 chars
    ['ABCDEFGHIJ1!', 'Forte'], // 4 criteria, 12 chars
    ['A1!' + 'a'.repeat(126), 'Forte'], // too long for the rules, still strong-looking
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['abc', M.tooShort],
    ['A1!' + 'a'.repeat(126), M.tooLong],
    ['abcdefgh', M.upper],
    ['ABCDEFGH', M.lower],
    ['Abcdefgh', M.digit],
    ['Abcdefg1', M.special],
  ])('answers %j with the first broken rule only: %s', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([
    ['Abcdef1!', 'Abcdef1!'],
    [' Abcdef1! ', 'Abcdef1!'], // trimmed, as the login form trims
    ['Abc def1!', 'Abc def1!'], // inner spaces are part of the password
  ])('accepts %j as %j', (password, parsed) => {
    expect(passwordSchema.parse(password)).toBe(parsed);
  });

  it('judges the trimmed value', () => {
    expect(passwordSchema.safeParse('  Abc1!x  ').error?.issues.map((i) => i.message)).toEqual([
      M.tooShort,
    ]);
  });
});

describe('the pt-BR texts around the rules (spec part 1 §5)', () => {
  it.each([
    ['validationTitle', 'Erro de validação'],
    ['fallback', 'A senha não atende aos critérios de segurança'],
    ['lengthRange', 'A senha deve ter entre 8 e 128 caracteres'],
    [
      'composition',
      'A senha deve conter pelo menos: 1 maiúscula, 1 minúscula, 1 número e 1 caractere especial',
    ],
    ['placeholder', 'Mínimo 8 caracteres'],
  ] as const)('%s: %s', (key, text) => {
    expect(PASSWORD_TEXTS[key]).toBe(text);
  });
});

describe('the rules as people read them (issue 45)', () => {
  it.each([
    [M.tooShort, 'A senha deve ter pelo menos 8 caracteres'],
    [M.tooLong, 'A senha deve ter no máximo 128 caracteres'],
    [M.upper, 'A senha deve conter pelo menos uma letra maiúscula'],
    [M.lower, 'A senha deve conter pelo menos uma letra minúscula'],
    [M.digit, 'A senha deve conter pelo menos um número'],
    [M.special, 'A senha deve conter pelo menos um caractere especial'],
    ['Senha atual incorreta.', 'Senha atual incorreta.'],
    [undefined, undefined],
  ])('%j is shown as %j', (message, shown) => {
    expect(shownPasswordMessage(message)).toBe(shown);
  });

  it('has a pt-BR text for every rule', () => {
    expect(Object.keys(PASSWORD_RULE_TEXTS)).toEqual(Object.keys(M));
  });
});
