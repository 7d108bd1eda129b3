import { afterAll, describe, expect, it } from 'vitest';
import { appVersion } from '../platform/version.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase, useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();

describe('GET /api/health', () => {
  it('answers ok after a real query', async () => {
    const app = await createTestApp(t.database);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', version: appVersion });
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  describe('when the database fails', () => {
    let closed: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    afterAll(() => closed?.close().catch(() => {}));

    it('answers 503 with db "error" in the error shape', async () => {
      closed = await createTestDatabase();
      const app = await createTestApp(closed);
      await closed.close();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'error',
        db: 'error',
        version: appVersion,
        error: { code: 'DATABASE_UNAVAILABLE', message: 'Banco de dados indisponível no momento.' },
      });
      await app.close();
    });
  });
});

describe('GET /api/docs', () => {
  it('describes the API as OpenAPI, generated from the route schemas', async () => {
    const app = await createTestApp(t.database);
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toEqual({ title: 'AgroVoo API', version: appVersion });
    expect(Object.keys(doc.paths['/api/health'].get.responses).sort()).toEqual(['200', '503']);
    await app.close();
  });
});
