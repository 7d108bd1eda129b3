import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, securityAlerts } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { useTestDatabase } from '../test/database.ts';
import { useSmtpServer } from '../test/smtp.ts';
import { PLATFORM_ADMIN, signUpPayload } from '../test/session.ts';
import { ensurePlatformAdmin } from '../identity/platform-admin.ts';
import { SIGN_UPS_PER_EMAIL_PER_HOUR } from './routes.ts';

// The sign-up's limits that do not depend on the client's address (decision 017): per e-mail,
// and for the whole platform, with one alert e-mail to the platform admins per hour refused.

const t = useTestDatabase();
const smtp = useSmtpServer();
const { clock, later } = movableClock(new Date('2026-11-22T10:00:00-03:00'));
let apps: [FastifyInstance, FastifyInstance];

beforeAll(async () => {
  const env = { SMTP_URL: smtp.url(), SIGN_UP_LIMIT_GLOBAL: '3' };
  // Two servers on the same database, as two instances of the platform would be.
  apps = (await Promise.all([1, 2].map(() => createTestApp(t.database, { env, clock })))) as [
    FastifyInstance,
    FastifyInstance,
  ];
});
afterAll(() => Promise.all(apps.map((app) => app.close())));

let n = 0;
async function signUp(app: FastifyInstance, fields: { email?: string; ip?: string } = {}) {
  n++;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: fields.ip ?? `10.8.${n}.1`,
    payload: await signUpPayload(app, {
      companyName: `Aero ${n}`,
      email: fields.email ?? `dono${n}@aerosul.com.br`,
    }),
  });
}

const alertMails = () => smtp.received.filter((m) => /Cadastros[ _]suspensos/.test(m.data));

describe('sign-up per e-mail', () => {
  it(`takes ${SIGN_UPS_PER_EMAIL_PER_HOUR} attempts an hour for one e-mail, from any address`, async () => {
    const email = 'alvo@aerosul.com.br';
    const [first, second] = apps;
    expect((await signUp(first, { email })).statusCode).toBe(201);
    for (let i = 1; i < SIGN_UPS_PER_EMAIL_PER_HOUR; i++)
      expect((await signUp(i % 2 ? second : first, { email })).statusCode).toBe(409);
    later(60); // another minute: still the same window, whatever the address and the instance
    const refused = await signUp(second, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_SIGN_UPS_FOR_EMAIL',
      message: 'Muitas tentativas de cadastro com este e-mail. Tente novamente mais tarde.',
    });
    later(3600);
    expect((await signUp(first, { email })).statusCode).toBe(409); // counted again, and taken
  });
});

describe('the global sign-up rate', () => {
  it('refuses beyond SIGN_UP_LIMIT_GLOBAL an hour across instances, and e-mails the admins once', async () => {
    const [first, second] = apps;
    await ensurePlatformAdmin({ db: t.db, auth: first.auth, clock }, PLATFORM_ADMIN);
    const before = alertMails().length;
    expect((await signUp(first)).statusCode).toBe(201);
    expect((await signUp(second)).statusCode).toBe(201);
    expect((await signUp(first)).statusCode).toBe(201);
    // A flood on both instances at once: every one refused, one alert.
    const refusals = await Promise.all([first, second, first, second].map((app) => signUp(app)));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'SIGN_UPS_PAUSED',
        message: 'Os cadastros estão temporariamente suspensos. Tente novamente em uma hora.',
      });
    }
    expect(await t.db.select().from(companies)).toHaveLength(3);
    const mails = alertMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([PLATFORM_ADMIN.email]);
    expect(await t.db.select().from(securityAlerts)).toMatchObject([
      { alert_type: 'sign_up_rate', severity: 'high' },
    ]);

    later(3600); // a new hour: sign-ups open again, and a new flood is told again
    expect((await signUp(second)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) await signUp(i % 2 ? first : second);
    expect(alertMails().slice(before)).toHaveLength(2);
  });
});
