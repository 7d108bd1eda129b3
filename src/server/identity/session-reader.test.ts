import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { signUpCompany } from '../test/session.ts';
import { SESSION_IDLE_SECONDS } from './auth-settings.ts';
import { tokenVerifier } from './session-reader.ts';

const SECRET = 'segredo-de-teste';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('tokenVerifier', () => {
  const name = 'better-auth.session_token';
  it.each([
    ['a cookie signed with our secret', `${name}=${sign('abc123')}`, 'abc123'],
    ['among other cookies', `tema=claro; ${name}=${sign('abc123')}; x=1`, 'abc123'],
    ['signed with another secret', `${name}=${sign('abc123', 'outro')}`, null],
    ['a tampered token', `${name}=${sign('abc123').replace('abc123', 'abc124')}`, null],
    ['no signature', `${name}=abc123`, null],
    ['a cookie of another name', `sessao=${sign('abc123')}`, null],
    ['broken percent-encoding', `${name}=%E0%A4%A.x`, null],
    ['no cookie header', undefined, null],
  ])('%s → %s', (_case, header, expected) => {
    const verify = tokenVerifier(name, SECRET);
    expect(verify(header)).toBe(expected);
    expect(verify(header)).toBe(expected); // the second time from what it kept, if anything
    expect(verify.kept()).toBe(expected === null ? 0 : 1);
  });

  it('keeps at most the values it was given room for, each answering its own token', () => {
    const verify = tokenVerifier(name, SECRET, 2);
    const cookies = ['um', 'dois', 'tres'].map((token) => `${name}=${sign(token)}`);
    expect(cookies.map(verify)).toEqual(['um', 'dois', 'tres']);
    expect(verify.kept()).toBe(1); // full at 'tres': forgotten, then 'tres' kept
    expect(cookies.map(verify)).toEqual(['um', 'dois', 'tres']);
    expect(verify.kept()).toBeLessThanOrEqual(2);
    expect(verify(`${name}=${sign('um', 'outro')}`)).toBeNull();
  });
});

describe('reading the session on a request', () => {
  const t = useTestDatabase();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(t.database);
  });
  afterAll(() => app.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('knows the user, the company and the role from the cookie alone', async () => {
    const { cookie, companyId } = await signUpCompany(app);
    const res = await me(cookie);
    expect(res.json().user.email).toBe('dono@aerosul.com.br');
    expect(res.json().membership).toMatchObject({ role: 'owner', company: { id: companyId } });
    expect(res.headers['set-cookie']).toBeUndefined(); // fresh session: nothing to refresh
  });

  it('refuses a session that expired, and one whose signature was altered', async () => {
    const { cookie } = await signUpCompany(app);
    const altered = cookie.replace(
      /session_token=(\w)/,
      (_m, c) => `session_token=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await me(altered)).json()).toBeNull();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookie)).json()).toBeNull();
  });

  it('slides the 12 h idle expiry and renews the cookie once the session is 5 min old', async () => {
    const { cookie } = await signUpCompany(app);
    const aged = new Date(Date.now() + (SESSION_IDLE_SECONDS - 6 * 60) * 1000);
    await t.db.update(sessions).set({ expiresAt: aged });
    const res = await me(cookie);
    expect(res.json().user.email).toBe('dono@aerosul.com.br');
    const renewed = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(renewed?.maxAge).toBe(SESSION_IDLE_SECONDS);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, res.json().user.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + 5 * 60 * 1000);
  });
});
