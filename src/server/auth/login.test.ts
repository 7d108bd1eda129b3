import { describe, expect, it } from 'vitest';
import { loginAttempts, securityAlerts } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import {
  captchaId,
  cookieFrom,
  getMe,
  logIn,
  signUpCompany,
  TEST_CAPTCHA,
  TEST_PASSWORD,
} from '../test/session.ts';
import { LOGIN_LIMITS, loginDelaySeconds } from './login.ts';

const { clock, later } = movableClock(new Date('2026-11-22T10:00:00-03:00'));
const t = useTestApp({ clock });

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('POST /api/auth/login', () => {
  it('opens a session with the right captcha and password, trimming both', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const res = await post('/api/auth/login', {
      email: ' dono@aerosul.com.br ',
      password: ` ${TEST_PASSWORD} `,
      captchaId: await captchaId(t.app),
      captchaCode: 'teste',
    });
    expect(res.statusCode).toBe(200);
    const me = await getMe(t.app, cookieFrom(res));
    expect(me.json().user.email).toBe('dono@aerosul.com.br');
    const attempts = await t.db.select().from(loginAttempts);
    expect(attempts).toMatchObject([{ email: 'dono@aerosul.com.br', success: true }]);
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const res = await post('/api/auth/login', {
      email: 'dono@aerosul.com.br',
      password: TEST_PASSWORD,
      captchaId: await captchaId(t.app),
      captchaCode: 'ERRAD',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'Por favor, digite o código de verificação corretamente.',
    });
    expect(res.cookies).toEqual([]);
    expect(await t.db.select().from(loginAttempts)).toEqual([]);
  });

  it('refuses a captcha used once already', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const id = await captchaId(t.app);
    const payload = {
      email: 'dono@aerosul.com.br',
      password: TEST_PASSWORD,
      captchaId: id,
      captchaCode: TEST_CAPTCHA,
    };
    expect((await post('/api/auth/login', payload)).statusCode).toBe(200);
    expect((await post('/api/auth/login', payload)).statusCode).toBe(400);
  });

  it.each([
    ['a wrong password', 'dono@aerosul.com.br', 'Errada#2026'],
    ['an unknown e-mail', 'ninguem@aerosul.com.br', TEST_PASSWORD],
  ])('answers %s with the same 401, recording the failure', async (_case, email, password) => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const res = await logIn(t.app, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos.',
    });
    expect(await t.db.select().from(loginAttempts)).toMatchObject([{ email, success: false }]);
  });

  it('raises one security alert when a user reaches 5 failures in 24 h, from any IP', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    for (let i = 1; i <= 4; i++)
      await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', `10.0.0.${i}`);
    expect(await t.db.select().from(securityAlerts)).toEqual([]);
    await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', '10.0.0.5');
    await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', '10.0.0.6');
    const alerts = await t.db.select().from(securityAlerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alert_type: 'failed_logins', severity: 'high' });
    expect(alerts[0]!.description).toContain('dono@aerosul.com.br');
  });

  it('raises one security alert when an IP reaches 10 failures in 24 h, on any e-mails', async () => {
    for (let i = 1; i <= 11; i++)
      await logIn(t.app, `u${i}@aerosul.com.br`, 'Errada#2026', '10.7.7.7');
    const alerts = await t.db.select().from(securityAlerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.description).toContain('10.7.7.7');
  });

  it('lets the owner in from their IP after 30 failures for their e-mail from another IP', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    for (let i = 0; i < 30; i++) {
      const attempt = await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', '10.6.6.6');
      expect(attempt.statusCode).toBe(401);
      later(LOGIN_LIMITS.maxDelaySeconds + 1); // the attacker waits as told each time
    }
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(
      200,
    );
  });

  it("does not stop an office's other accounts after 30 failures from its address", async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    for (let i = 0; i < 30; i++)
      await logIn(t.app, `colega${i % 6}@aerosul.com.br`, 'Errada#2026', '10.9.9.9');
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(
      200,
    );
  });

  it('makes an e-mail from one IP wait longer after each failure beyond the free ones', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const office = '10.9.9.9';
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++)
      expect((await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', office)).statusCode).toBe(
        401,
      );
    const refused = await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Muitas tentativas de login. Aguarde 1 segundo e tente novamente.',
    });
    // Another account from the same address is not slowed meanwhile.
    expect((await logIn(t.app, 'outro@aerosul.com.br', 'Errada#2026', office)).statusCode).toBe(
      401,
    );

    later(1);
    expect((await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', office)).statusCode).toBe(401);
    later(1);
    const twice = await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, office);
    expect(twice.statusCode).toBe(429);
    expect(twice.json().error.message).toContain('Aguarde 1 segundo');
    later(1);
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, office)).statusCode).toBe(200);
    // A success starts the pair over: its next failures are free again.
    expect((await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', office)).statusCode).toBe(401);
  });

  it('makes an e-mail wait after its free failures from any addresses, at most a minute', async () => {
    await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    // A guesser spreading its tries over many addresses: each pair stays below its free ones.
    for (let i = 0; i < LOGIN_LIMITS.emailFreeFailures; i++) {
      const ip = `10.5.${i}.1`;
      expect((await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', ip)).statusCode).toBe(401);
    }
    const refused = await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', '10.5.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    // The other accounts, and the same addresses for them, are not slowed.
    expect((await logIn(t.app, 'outro@aerosul.com.br', 'Errada#2026', '10.5.0.1')).statusCode).toBe(
      401,
    );
    // The owner waits as long as the e-mail does, never beyond a minute, then gets in.
    for (let i = 0; i < 12; i++) {
      later(LOGIN_LIMITS.maxDelaySeconds);
      await logIn(t.app, 'dono@aerosul.com.br', 'Errada#2026', `10.6.${i}.1`);
    }
    const owner = await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, '10.1.1.1');
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelaySeconds);
    later(LOGIN_LIMITS.maxDelaySeconds);
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(
      200,
    );
  });

  it('grows the wait 1, 2, 4 … seconds, never beyond a minute', () => {
    const free = LOGIN_LIMITS.freeFailures;
    expect([0, free - 1, free, free + 1, free + 2, free + 10].map(loginDelaySeconds)).toEqual([
      0, 0, 1, 2, 4, 60,
    ]);
  });

  it.each([
    [
      'both blank',
      { email: '', password: '' },
      { email: 'Email obrigatório', password: 'Senha obrigatória' },
    ],
    ['the e-mail blank', { email: '  ', password: TEST_PASSWORD }, { email: 'Email obrigatório' }],
    ['the password missing', { email: 'dono@aerosul.com.br' }, { password: 'Senha obrigatória' }],
  ])(
    "refuses %s with 'Email e senha são obrigatórios' and each field's text",
    async (_, credentials, fields) => {
      const res = await post('/api/auth/login', {
        ...credentials,
        captchaId: 'x',
        captchaCode: 'y',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Email e senha são obrigatórios',
        fields,
      });
      expect(await t.db.select().from(loginAttempts)).toEqual([]);
    },
  );
});
