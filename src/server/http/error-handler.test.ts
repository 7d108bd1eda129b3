import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS } from '../../domain/messages.ts';
import { AppError } from './app-error.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();

/** The real app plus a few routes that exercise each kind of failure. */
async function appWithProbeRoutes() {
  const app = (await createTestApp(t.database)).withTypeProvider<ZodTypeProvider>();
  const config = { access: { scope: 'public' as const } };
  app.post(
    '/api/probe',
    {
      config,
      schema: { body: z.object({ area_ha: z.number().positive(), nome: z.string().min(1) }) },
    },
    async (request) => ({ ok: request.body.area_ha }),
  );
  app.get('/api/probe/missing', { config }, async () => {
    throw new AppError('NOT_FOUND');
  });
  app.get('/api/probe/crash', { config }, async () => {
    throw new Error('secret internal detail');
  });
  return app;
}

describe('the API error shape', () => {
  it('answers an unknown /api route with 404 ROUTE_NOT_FOUND', async () => {
    const app = await appWithProbeRoutes();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nao-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'ROUTE_NOT_FOUND', message: ERRORS.ROUTE_NOT_FOUND.message },
      });
    }
    await app.close();
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"area_ha": 12,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_JSON', message: ERRORS.INVALID_JSON.message },
    });
    await app.close();
  });

  it('answers invalid input with 400 naming each field in Portuguese', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { area_ha: -5, nome: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(['area_ha', 'nome']);
    expect(body.error.message).toContain('area_ha');
    expect(body.error.fields.area_ha).toMatch(/pequeno|maior/i);
    await app.close();
  });

  it('answers an unsupported content type with 415', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await app.close();
  });

  it('maps an AppError to its status and text', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/probe/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message } });
    await app.close();
  });

  it('hides unexpected errors behind 500 INTERNAL_ERROR', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message },
    });
    expect(res.body).not.toContain('secret internal detail');
    await app.close();
  });

  it('sends security headers with a self-only Content-Security-Policy', async () => {
    const app = await appWithProbeRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only in production
    await app.close();
  });
});
