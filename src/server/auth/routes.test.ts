import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, companies, profiles, users } from '../db/schema/index.ts';
import { createTestApp, useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { expectWrongCaptcha } from '../test/contracts.ts';
import {
  callAs,
  captchaId,
  cookieFrom,
  getMe,
  signUpCompany,
  signUpPayload,
  TEST_CAPTCHA,
  TEST_PASSWORD,
} from '../test/session.ts';

const start = new Date('2026-11-22T10:00:00-03:00');
const { clock, later } = movableClock(start);
const t = useTestApp({ clock });

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('captcha', () => {
  it('is issued as an image and checked live with the spec texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id, image } = res.json();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const check = (code: string) =>
      post('/api/auth/captcha/check', { id, code }).then((r) => r.json());
    expect(await check('XXXXX')).toEqual({ valid: false, message: 'Código incorreto' });
    expect(await check('teste')).toEqual({ valid: true, message: 'Código correto' });
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates the user, the company in a 7-day trial and its owner, and opens a session', async () => {
    const res = await post(
      '/api/auth/sign-up',
      await signUpPayload(t.app, { companyName: '  Aero Sul  ', email: ' Dono@AeroSul.com.br ' }),
    );
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const [company] = await t.db.select().from(companies);
    expect(company).toMatchObject({
      company_name: 'Aero Sul',
      contact_email: 'dono@aerosul.com.br',
      subscription_status: 'trial',
      trial_duration_days: 7,
      trial_start_date: start,
      trial_ends_at: new Date('2026-11-29T10:00:00-03:00'),
    });
    const [profile] = await t.db.select().from(profiles);
    expect(profile).toMatchObject({
      company_id: company!.id,
      role_in_company: 'owner',
      active: true,
      is_billing_contact: true,
    });

    const me = await getMe(t.app, cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'dono@aerosul.com.br', isPlatformAdmin: false },
      membership: {
        role: 'owner',
        canAct: true,
        company: {
          company_name: 'Aero Sul',
          subscription_status: 'trial',
          trial_days_remaining: 7,
        },
      },
    });
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Nome da empresa é obrigatório.'],
    [{ password: 'fraca' }, 'password', 'Password must be at least 8 characters long'],
    [{ password: 'semnumero!A' }, 'password', 'Password must contain at least one number'],
    [{ email: 'dono' }, 'email', 'Por favor, digite um email válido.'],
    [
      { companyName: 'A'.repeat(121) },
      'companyName',
      'Nome da empresa deve ter no máximo 120 caracteres.',
    ],
    [{ captchaId: '' }, 'captchaId', 'CAPTCHA obrigatório'],
  ])('refuses %o with 400 naming %s', async (override, field, message) => {
    const res = await post('/api/auth/sign-up', await signUpPayload(t.app, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('refuses an e-mail already registered with 409 and creates nothing', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const res = await post(
      '/api/auth/sign-up',
      await signUpPayload(t.app, { companyName: 'Outra', email: 'DONO@aerosul.com.br' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });

  it('accepts a company name of 120 characters', async () => {
    await signUpCompany(t.app, { companyName: 'A'.repeat(120) });
    const [company] = await t.db.select().from(companies);
    expect(company!.company_name).toHaveLength(120);
  });

  it('refuses a wrong or spent captcha with 400 on its field, creating no one', async () => {
    const payload = {
      companyName: 'Aero Sul',
      email: 'dono@aerosul.com.br',
      password: TEST_PASSWORD,
      captchaId: await captchaId(t.app),
    };
    const wrong = await post('/api/auth/sign-up', { ...payload, captchaCode: 'ERRAD' });
    expectWrongCaptcha(wrong);
    const spent = await post('/api/auth/sign-up', { ...payload, captchaCode: TEST_CAPTCHA });
    expect(spent.statusCode).toBe(400);
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('takes at most SIGN_UP_LIMIT_PER_HOUR sign-ups from one IP in an hour', async () => {
    const limited = await createTestApp(t.database, {
      env: { SIGN_UP_LIMIT_PER_HOUR: '2' },
      clock,
    });
    const signUpFrom = async (ip: string, n: number) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: ip,
        payload: await signUpPayload(limited, {
          companyName: `Aero ${n}`,
          email: `dono${n}@aerosul.com.br`,
        }),
      });
    try {
      expect((await signUpFrom('10.2.2.2', 1)).statusCode).toBe(201);
      expect((await signUpFrom('10.2.2.2', 2)).statusCode).toBe(201);
      const refused = await signUpFrom('10.2.2.2', 3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'TOO_MANY_SIGN_UPS',
        message: 'Muitos cadastros feitos a partir deste endereço. Tente novamente mais tarde.',
      });
      expect(await t.db.select().from(companies)).toHaveLength(2);
      expect((await signUpFrom('10.3.3.3', 4)).statusCode).toBe(201);
      later(3600);
      expect((await signUpFrom('10.2.2.2', 5)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('stores only a password hash', async () => {
    await signUpCompany(t.app);
    const [account] = await t.db.select().from(accounts);
    expect(account!.providerId).toBe('credential');
    expect(account!.password).not.toContain(TEST_PASSWORD);
  });
});

describe('the session', () => {
  it('is absent for a visitor: /api/me answers null, not an error', async () => {
    const res = await getMe(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('is not accepted when forged', async () => {
    const cookie = 'better-auth.session_token=forjado.assinatura';
    expect((await getMe(t.app, cookie)).json()).toBeNull();
  });

  it('ends with logout', async () => {
    const { cookie } = await signUpCompany(t.app);
    const out = await callAs(t.app, cookie, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await getMe(t.app, cookie)).json()).toBeNull();
  });

  it('does not survive the removal of the user', async () => {
    const { cookie } = await signUpCompany(t.app);
    await t.db.delete(users).where(eq(users.email, 'dono@aerosul.com.br'));
    expect((await getMe(t.app, cookie)).json()).toBeNull();
  });
});
