import { describe, expect, it } from 'vitest';
import { blankCredentials } from './credentials.ts';

describe('blankCredentials', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email obrigatório', password: 'Senha obrigatória' },
    ],
    [{ email: ' ', password: 'Segredo#2026' }, { email: 'Email obrigatório' }],
    [{ email: 'dono@aerosul.com.br' }, { password: 'Senha obrigatória' }],
    [
      { email: 42, password: null },
      { email: 'Email obrigatório', password: 'Senha obrigatória' },
    ],
    [{ email: 'dono@aerosul.com.br', password: ' Segredo#2026 ' }, null],
  ])('reads %j as %j', (values, fields) => {
    expect(blankCredentials(values)).toEqual(fields);
  });
});
