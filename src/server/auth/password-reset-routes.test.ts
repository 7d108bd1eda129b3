import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectWrongCaptcha } from '../test/contracts.ts';
import { captchaId, logIn, signUpCompany, solvedCaptcha, TEST_PASSWORD } from '../test/session.ts';
import { RESET_EMAILS_PER_HOUR } from './password-reset-routes.ts';

const t = useTestApp();

const requestReset = async (email: string, captcha?: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    remoteAddress,
    payload: { email, ...(captcha ?? (await solvedCaptcha(t.app))) },
  });

async function resetLink(): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const [latest] = res.json().messages;
  const url = /https?:\/\/\S+reset-password\?token=\S+/.exec(latest.text)?.[0];
  if (!url) throw new Error('no reset link in the outbox');
  return new URL(url);
}

describe('password reset', () => {
  it('mails a single-use link that sets a new password', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    expect((await requestReset('dono@aerosul.com.br')).statusCode).toBe(200);

    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to_address: 'dono@aerosul.com.br',
      subject: 'Redefinição de senha — AgroVoo',
    });
    expect(mail!.html_body).toContain('Criar nova senha');
    const link = await resetLink();
    expect(link.pathname).toBe('/reset-password');

    const token = link.searchParams.get('token');
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token, password },
      });
    expect((await reset('Nova#Senha2026')).statusCode).toBe(200);
    expect((await logIn(t.app, 'dono@aerosul.com.br', 'Nova#Senha2026')).statusCode).toBe(200);
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset('Outra#Senha2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await requestReset('ninguem@aerosul.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('answers a wrong captcha with 400 on its field and sends nothing', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const wrong = await requestReset('dono@aerosul.com.br', {
      captchaId: await captchaId(t.app),
      captchaCode: 'ERRAD',
    });
    expectWrongCaptcha(wrong);
    const missing = await requestReset('dono@aerosul.com.br', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ captchaId: 'CAPTCHA obrigatório' });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it(`sends one address at most ${RESET_EMAILS_PER_HOUR} e-mails an hour, asked from any client addresses`, async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    for (let i = 0; i < 10; i++) {
      const res = await requestReset(
        i % 2 ? 'DONO@aerosul.com.br' : 'dono@aerosul.com.br',
        undefined,
        `10.4.${i}.1`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await t.db.select().from(mailOutbox)).toHaveLength(RESET_EMAILS_PER_HOUR);
  });

  it('applies the password rules to the new password', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    await requestReset('dono@aerosul.com.br');
    const token = (await resetLink()).searchParams.get('token');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: 'fraca' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('Password must be at least 8 characters long');
  });

  it('refuses a made-up token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: 'inventado', password: 'Nova#Senha2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Link de redefinição inválido ou expirado. Peça um novo.',
    );
  });

  it.each([
    ['', 'Email obrigatório'],
    ['dono', 'Por favor, digite um email válido.'],
  ])('refuses the e-mail %j with %s', async (email, message) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe(message);
  });
});
