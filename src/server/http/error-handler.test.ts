import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode } from '../../domain/messages.ts';
import { AppError } from '../platform/app-error.ts';
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
  let app: Awaited<ReturnType<typeof appWithProbeRoutes>>;
  beforeAll(async () => {
    app = await appWithProbeRoutes();
  });
  afterAll(() => app.close());

  /** A raw body of `type` posted to the probe route. */
  const rawProbe = (type: string, payload: string): InjectOptions => ({
    method: 'POST',
    url: '/api/probe',
    headers: { 'content-type': type },
    payload,
  });
  it.each<[number, ErrorCode, InjectOptions]>([
    [404, 'ROUTE_NOT_FOUND', { method: 'GET', url: '/api/nao-existe' }],
    [404, 'ROUTE_NOT_FOUND', { method: 'POST', url: '/api/nao-existe' }],
    [404, 'ROUTE_NOT_FOUND', { method: 'DELETE', url: '/api/nao-existe' }],
    [400, 'INVALID_JSON', rawProbe('application/json', '{"area_ha": 12,')],
    [415, 'UNSUPPORTED_MEDIA_TYPE', rawProbe('application/xml', '<a/>')],
    [404, 'NOT_FOUND', { method: 'GET', url: '/api/probe/missing' }],
    [500, 'INTERNAL_ERROR', { method: 'GET', url: '/api/probe/crash' }],
    // Both answered Fastify's own English body (400 and 414) before frameworkErrors.
    [400, 'INVALID_URL', { method: 'GET', url: `/api/registers/clients/${'f'.repeat(120)}` }],
    [400, 'INVALID_URL', { method: 'GET', url: '/api/registers/clients/%E0%A4%A' }],
  ])('answers %i %s to %o, its text and nothing internal', async (status, code, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: ERRORS[code].message } });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('answers invalid input with 400 naming each field in Portuguese', async () => {
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
  });

  // 'Dados inválidos: verifique body.' before: the part's English name in a pt-BR sentence.
  it.each([
    [[1, 2], 'Dados inválidos: verifique o corpo da requisição.'],
    ['texto', 'Dados inválidos: verifique o corpo da requisição.'],
    [{ area_ha: 'x', nome: 'a' }, 'Dados inválidos: verifique area_ha.'],
  ])('names what is wrong in a body %j in Portuguese: %s', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('sends security headers with a self-only Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only in production
  });
});
