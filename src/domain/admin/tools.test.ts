import { describe, expect, it } from 'vitest';
import { adminPasswordResetInput, demoAccountInput, toolPasswordError } from './tools.ts';

describe('the password reset tool’s rules (spec part 2 §5)', () => {
  it.each([
    ['', 'Nova senha é obrigatória'],
    ['Ab1!xyz', 'A senha deve ter pelo menos 8 caracteres'],
    [`Ab1!${'x'.repeat(125)}`, 'A senha deve ter menos de 128 caracteres'],
    [`Ab1!${'x'.repeat(124)}`, null], // 128 characters
    ['Abcdefg1!', null],
    ['abcdefg1!', 'A senha deve conter pelo menos: 1 maiúscula'],
    ['ABCDEFG1!', 'A senha deve conter pelo menos: 1 minúscula'],
    ['Abcdefgh!', 'A senha deve conter pelo menos: 1 número'],
    ['Abcdefgh1', 'A senha deve conter pelo menos: 1 caractere especial'],
    ['abcdefghij', 'A senha deve conter pelo menos: 1 maiúscula, 1 número, 1 caractere especial'],
    ['Ação#2026', null], // Portuguese capitals count
  ])('%j → %s', (password, message) => expect(toolPasswordError(password)).toBe(message));

  it('answers each field’s message, trimming the password as the login does', () => {
    const issues = (body: unknown) =>
      adminPasswordResetInput.safeParse(body).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ userEmail: 'nao-e-email', newPassword: '   ' })).toEqual([
      ['userEmail', 'Formato de e-mail inválido'],
      ['newPassword', 'Nova senha é obrigatória'],
    ]);
    expect(issues({})).toEqual([
      ['userEmail', 'Formato de e-mail inválido'],
      ['newPassword', 'Nova senha é obrigatória'],
    ]);
    expect(
      adminPasswordResetInput.parse({
        userEmail: ' Dono@AeroSul.com.br ',
        newPassword: ' Abcdefg1! ',
      }),
    ).toEqual({ userEmail: 'dono@aerosul.com.br', newPassword: 'Abcdefg1!' });
  });

  it('the demo account needs the company’s name', () => {
    const result = demoAccountInput.safeParse({
      email: 'demo2@agrovoo.com.br',
      companyName: ' ',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['companyName', 'Nome da empresa é obrigatório.'],
    ]);
  });
});
