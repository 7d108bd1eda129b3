import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from 'better-auth/crypto';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { accounts } from '../db/schema/index.ts';
import { useTestDatabase } from '../test/database.ts';
import { signUpCompany, solvedCaptcha, TEST_PASSWORD } from '../test/session.ts';

const t = useTestDatabase();
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp(t.database, { env });
  apps.push(app);
  return app;
}

/** The session cookie a login sets, as its Set-Cookie header (production apps included). */
async function sessionCookie(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD, ...(await solvedCaptcha(app)) },
  });
  expect(res.statusCode).toBe(200);
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => /session_token=/.test(cookie));
  expect(session).toBeDefined();
  return session!.split(';').map((part) => part.trim().toLowerCase());
}

describe('security headers', () => {
  it("keep scripts to the app's own files: no inline script, no eval (styles may be inline)", async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // React and the charts set style attributes: inline styles stay allowed.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("are helmet's own, set on every reply: a route's, a refusal, an unknown path", async () => {
    const app = await appWith({ APP_URL: 'https://app.agrovoo.com.br', NODE_ENV: 'production' });
    // What helmet itself sets on a real response with the app's options.
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    helmet(helmetOptions(app.config))(request, response, () => {});
    const expected = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(securityHeaders(app.config)).toEqual(expected);
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security']),
    );
    for (const url of ['/api/health', '/api/operations', '/api/nao-existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe({ '/api/health': 200, '/api/operations': 401 }[url] ?? 404);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url}: ${name}`).toBe(value);
    }
  });

  it('send the session cookie HttpOnly and SameSite=Lax, Secure over https and in production', async () => {
    const email = 'dono@aerosul.com.br';
    await signUpCompany(await appWith(), { email });
    // Hashed as production hashes it: a test's hash lets no one in there (decision 020).
    await t.db.update(accounts).set({ password: await hashPassword(TEST_PASSWORD) });
    const local = await sessionCookie(await appWith(), email);
    expect(local).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(local).not.toContain('secure');

    const https = { APP_URL: 'https://app.agrovoo.com.br' };
    for (const env of [https, { ...https, NODE_ENV: 'production' }]) {
      const cookie = await sessionCookie(await appWith(env), email);
      expect(cookie).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
    }
  });
});
