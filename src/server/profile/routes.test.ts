import { describe, expect, it } from 'vitest';
import { companies, passwordChangeAttempts } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import {
  callAs,
  getMe,
  joinCompany,
  logIn,
  signUpCompany,
  TEST_PASSWORD,
} from '../test/session.ts';

const t = useTestApp();

const patchCompany = (cookie: string, payload: object) =>
  callAs(t.app, cookie, 'PATCH', '/api/company', payload);

describe('own name', () => {
  it('is changed by its owner only (401 without a session)', async () => {
    const { cookie } = await signUpCompany(t.app);
    const res = await callAs(t.app, cookie, 'PATCH', '/api/me', { name: ' Marcos Oliveira ' });
    expect(res.statusCode).toBe(200);
    const me = await getMe(t.app, cookie);
    expect(me.json().user.name).toBe('Marcos Oliveira');
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, applies the rules and records every attempt with the IP', async () => {
    const { cookie } = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: { cookie },
        payload: { currentPassword, newPassword },
        remoteAddress: '10.1.2.3',
      });

    const weak = await change(TEST_PASSWORD, 'fraca');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBe(
      'Password must be at least 8 characters long',
    );

    const wrong = await change('Errada#2026', 'Nova#Senha2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      fields: { currentPassword: 'Senha atual incorreta.' },
    });

    const right = await change(TEST_PASSWORD, 'Nova#Senha2026');
    expect(right.statusCode).toBe(200);
    expect((await logIn(t.app, 'dono@aerosul.com.br', 'Nova#Senha2026')).statusCode).toBe(200);

    const attempts = await t.db.select().from(passwordChangeAttempts);
    expect(attempts.map((a) => [a.success, a.ip_address])).toEqual([
      [false, '10.1.2.3'],
      [true, '10.1.2.3'],
    ]);
  });
});

describe('company data', () => {
  it('is updated by the owner, with the CNPJ stored as digits', async () => {
    const { cookie } = await signUpCompany(t.app);
    const res = await patchCompany(cookie, {
      company_name: 'Aero Sul Ltda',
      cnpj: '11.222.333/0001-81',
      contact_email: 'Contato@AeroSul.com.br',
    });
    expect(res.statusCode).toBe(200);
    const [company] = await t.db.select().from(companies);
    expect(company).toMatchObject({
      company_name: 'Aero Sul Ltda',
      cnpj: '11222333000181',
      contact_email: 'contato@aerosul.com.br',
    });
  });

  // IN RFB 2.229/2024: the RFB's example 12.ABC.345/01DE-35 (check digits computed in
  // src/domain/br/documents.test.ts), stored as its 14 characters in uppercase.
  it.each([
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['11.222.333/0001-81', '11222333000181'],
  ])('keeps the CNPJ %j as %j, and answers it so', async (typed, stored) => {
    const { cookie } = await signUpCompany(t.app);
    const res = await patchCompany(cookie, { company_name: 'Aero Sul Ltda', cnpj: typed });
    expect(res.statusCode, res.body).toBe(200);
    const [company] = await t.db.select().from(companies);
    expect(company!.cnpj).toBe(stored);
    expect((await getMe(t.app, cookie)).json().membership.company.cnpj).toBe(stored);
  });

  it.each([
    [{ company_name: '' }, 'company_name', 'Nome da empresa é obrigatório.'],
    [
      { company_name: 'Aero', cnpj: '12.ABC.345/01DE-53' },
      'cnpj',
      'CNPJ inválido: confira os dígitos.',
    ],
    [
      { company_name: 'Aero', cnpj: '11.222.333/0001-80' },
      'cnpj',
      'CNPJ inválido: confira os dígitos.',
    ],
    [
      { company_name: 'Aero', contact_email: 'contato' },
      'contact_email',
      'Por favor, digite um email válido.',
    ],
  ])('refuses %o naming %s', async (payload, field, message) => {
    const { cookie } = await signUpCompany(t.app);
    const res = await patchCompany(cookie, payload);
    expectFieldError(res, field, message);
  });

  it("refuses another company's CNPJ with 409", async () => {
    const a = await signUpCompany(t.app, { email: 'a@a.com.br' });
    const b = await signUpCompany(t.app, { email: 'b@b.com.br' });
    expect(
      (await patchCompany(a.cookie, { company_name: 'A', cnpj: '11222333000181' })).statusCode,
    ).toBe(200);
    const res = await patchCompany(b.cookie, { company_name: 'B', cnpj: '11.222.333/0001-81' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Este CNPJ já está cadastrado no sistema');
  });

  it('is closed to admins and pilots', async () => {
    const owner = await signUpCompany(t.app);
    const admin = await joinCompany(t.app, owner.companyId, 'admin', 'admin@aerosul.com.br');
    const res = await patchCompany(admin.cookie, { company_name: 'Tomada' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Apenas proprietários podem atualizar dados da empresa');
  });
});
