import { describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { getMe, signUpCompany, TEST_PASSWORD } from '../test/session.ts';

const t = useTestApp({ env: { APP_URL: 'https://app.agrovoo.com.br' } });

const FOREIGN = 'https://golpe.example';
const REFUSED = {
  error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origem da requisição não permitida.' },
};

const signUp = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers,
    payload: {
      companyName: 'Aero Golpe',
      email: 'vitima@aerosul.com.br',
      password: TEST_PASSWORD,
    },
  });

const rename = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie, ...headers },
    payload: { name: 'Nome Trocado' },
  });

describe('state-changing requests from another site', () => {
  it('are refused with 403 before anything is written', async () => {
    const res = await signUp({ origin: FOREIGN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await t.db.select().from(users)).toEqual([]);
    expect(await t.db.select().from(companies)).toEqual([]);
    const nowhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/nada',
      headers: { origin: FOREIGN },
    });
    expect(nowhere.statusCode).toBe(403);
  });

  it("refuse a signed-in user's page elsewhere: a form's text/plain POST, a PATCH, a sandboxed page", async () => {
    const { cookie } = await signUpCompany(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: FOREIGN, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(logout.statusCode).toBe(403);
    expect((await rename(cookie, { origin: FOREIGN })).statusCode).toBe(403);
    expect((await rename(cookie, { origin: 'null' })).statusCode).toBe(403);
    // Another subdomain is another origin.
    expect((await rename(cookie, { origin: 'https://x.agrovoo.com.br' })).statusCode).toBe(403);
    // Without Origin, the browser's Sec-Fetch-Site still tells another site's request.
    expect((await rename(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const me = await getMe(t.app, cookie);
    expect(me.json().user.name).not.toBe('Nome Trocado');
  });

  it('accept the app’s own origin, the address the request was sent to, and no Origin at all', async () => {
    const { cookie } = await signUpCompany(t.app);
    expect((await rename(cookie, { origin: 'https://app.agrovoo.com.br' })).statusCode).toBe(200);
    // The app opened by another address than APP_URL (a LAN address, the dev server's proxy).
    const lan = { host: '192.168.0.10:3000', origin: 'http://192.168.0.10:3000' };
    expect((await rename(cookie, lan)).statusCode).toBe(200);
    expect((await rename(cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // Servers, scripts and tests send neither header.
    expect((await rename(cookie, {})).statusCode).toBe(200);
  });

  it('leave reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it("still take the payment provider's signed webhook, whatever its Origin", async () => {
    const event = { id: 'evt_origin', type: 'customer.created', created: 1, data: { object: {} } };
    const payload = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        origin: FOREIGN,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
        'stripe-signature': t.app.payments!.sign(payload),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });
});
