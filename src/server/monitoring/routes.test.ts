import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientErrorLogs, pageViews, users, webVitals } from '../db/schema/index.ts';
import { createTestApp, useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { signUpCompany } from '../test/session.ts';

const t = useTestApp();

const SESSION = 'f3b0c442-98fc-4c14-9afb-f4c8996fb924';

describe('POST /api/client-errors', () => {
  it('keeps what the browser reports, with the signed-in user, clipped to size', async () => {
    const { cookie } = await signUpCompany(t.app, { email: 'erros@aerosul.com.br' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'erros@aerosul.com.br'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { cookie, 'user-agent': 'Teste/1.0' },
      payload: {
        type: 'boundary',
        message: 'Cannot read properties of undefined',
        stack: 'x'.repeat(20_000),
        location: 'https://app.agrovoo.com.br/agenda?visao=mes',
        componentStack: '\n    at AgendaPage',
        timestamp: '2026-11-23T13:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(clientErrorLogs);
    expect(row).toMatchObject({
      type: 'boundary',
      message: 'Cannot read properties of undefined',
      user_agent: 'Teste/1.0',
      component_stack: '\n    at AgendaPage',
      timestamp: new Date('2026-11-23T13:00:00.000Z'),
      user_id: user!.id,
    });
    expect(row!.stack).toHaveLength(8_000);
  });

  it.each([
    [{ type: 'crash', message: 'x' }, 'type', 'Tipo de erro inválido.'],
    [{ type: 'error', message: '' }, 'message', 'Mensagem é obrigatória.'],
  ])('400 for %j', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload });
    expectFieldError(res, field, message);
  });

  it('refuses a body over 32 KB and more than 20 reports a minute from one address', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { type: 'error', message: 'x'.repeat(40_000) },
      remoteAddress: '10.0.0.1',
    });
    expect(big.statusCode).toBe(413);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { type: 'rejection', message: 'Failed to fetch' },
        remoteAddress: '10.0.0.2',
      });
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await send()).statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(20);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(await t.db.select().from(clientErrorLogs)).toHaveLength(20);
  });

  it('counts the limit in the database: two servers on it share 20 a minute per address', async () => {
    const other = await createTestApp(t.database);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 24; i++) {
        const res = await [t.app, other][i % 2]!.inject({
          method: 'POST',
          url: '/api/client-errors',
          payload: { type: 'rejection', message: 'Failed to fetch' },
          remoteAddress: '10.0.0.3',
        });
        codes.push(res.statusCode);
      }
      expect(codes.filter((c) => c === 204)).toHaveLength(20);
      expect(codes.slice(20)).toEqual([429, 429, 429, 429]);
    } finally {
      await other.close();
    }
  });
});

describe('analytics', () => {
  it('records a page view without query, fragment or the referring page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: {
        path: '/reset-password?token=segredo#topo',
        referrer: 'https://www.google.com/search?q=aviacao+agricola',
        sessionId: SESSION,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(pageViews)).toEqual([
      expect.objectContaining({
        path: '/reset-password',
        referrer: 'https://www.google.com',
        session_id: SESSION,
      }),
    ]);
  });

  it('records web vitals and refuses unknown metrics', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/web-vitals',
      payload: { name: 'LCP', value: 1834.2, path: '/dashboard', sessionId: SESSION },
    });
    expect(ok.statusCode).toBe(204);
    expect(await t.db.select().from(webVitals)).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1834.2, path: '/dashboard' }),
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/web-vitals',
      payload: { name: 'FID', value: 10, path: '/', sessionId: 'x' },
    });
    expect(bad.json().error.fields).toEqual({
      name: 'Métrica desconhecida.',
      sessionId: 'Sessão inválida.',
    });
  });
});
