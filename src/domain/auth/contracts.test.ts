import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../test-support/issues.ts';
import '../zod-locale.ts';
import { isSuspicious, loginInput, passwordResetRequestInput, signUpInput } from './contracts.ts';

describe('loginInput', () => {
  it('trims e-mail and password and lower-cases the e-mail', () => {
    const parsed = loginInput.parse({
      email: '  Dono@Fazenda.com ',
      password: ' Segredo1! ',
      captchaId: 'c1',
      captchaCode: ' ab3cd ',
    });
    expect(parsed).toEqual({
      email: 'dono@fazenda.com',
      password: 'Segredo1!',
      captchaId: 'c1',
      captchaCode: 'ab3cd',
    });
  });

  // A valid login, which each case changes in one field.
  const login = { email: 'a@b.com', password: 'x', captchaId: 'c', captchaCode: 'ABCDE' };

  it.each([
    [{ email: '' }, { email: 'Email obrigatório' }],
    [{ email: '   ' }, { email: 'Email obrigatório' }],
    [{ password: '  ' }, { password: 'Senha obrigatória' }],
    [{ captchaCode: '' }, { captchaCode: 'CAPTCHA obrigatório' }],
    [{ email: 'não-é-email' }, { email: 'Por favor, digite um email válido.' }],
  ])('refuses %o: %o', (change, expected) => {
    expect(issueMessages(loginInput.safeParse({ ...login, ...change }))).toEqual(expected);
  });
});

describe('signUpInput', () => {
  const signUp = {
    companyName: 'Aero Sul',
    email: 'dono@fazenda.com',
    password: 'Segredo1!',
    captchaId: 'c1',
    captchaCode: 'AB12C',
  };

  it.each([
    [{ companyName: '  ' }, { companyName: 'Nome da empresa é obrigatório.' }],
    [
      { companyName: 'A'.repeat(121) },
      { companyName: 'Nome da empresa deve ter no máximo 120 caracteres.' },
    ],
    [{ captchaCode: ' ' }, { captchaCode: 'CAPTCHA obrigatório' }],
    [{ password: 'fraca' }, { password: 'Password must be at least 8 characters long' }],
  ])('refuses %o: %o', (change, expected) => {
    expect(issueMessages(signUpInput.safeParse({ ...signUp, ...change }))).toEqual(expected);
  });

  it('keeps an affiliate code when there is one', () => {
    const parsed = signUpInput.parse({
      ...signUp,
      companyName: ' Aero Sul ',
      affiliateRef: 'ANA2026',
    });
    expect(parsed).toEqual({ ...signUp, affiliateRef: 'ANA2026' });
  });
});

describe('passwordResetRequestInput', () => {
  it.each([
    ['', 'Email obrigatório'],
    ['dono', 'Por favor, digite um email válido.'],
  ])('%j → %s', (email, message) => {
    const input = { email, captchaId: 'c1', captchaCode: 'AB12C' };
    expect(issueMessages(passwordResetRequestInput.safeParse(input))).toEqual({ email: message });
  });
});

describe('isSuspicious (5 failures for a user or 10 for an IP in 24 h)', () => {
  it.each([
    [4, 9, false],
    [5, 0, true],
    [0, 10, true],
    [4, 10, true],
  ])('%i for the user, %i for the IP → %s', (forUser, forIp, suspicious) => {
    expect(isSuspicious({ forUser, forIp })).toBe(suspicious);
  });
});
