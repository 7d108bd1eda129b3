import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();
let webDir: string;
const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'agrovoo-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(webDir, '.env'), 'SECRET=1');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('serving the built web app', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const app = await createTestApp(t.database, { webDir });
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    await app.close();
  });

  it.each(['/', '/entrar', '/operacao/123', '/nao-existe'])(
    'answers the client route %s with index.html',
    async (url) => {
      const app = await createTestApp(t.database, { webDir });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      await app.close();
    },
  );

  it.each([
    [
      '/dashboard',
      'agrovoo.session_token=x',
      '</api/me>; rel=preload; as=fetch; crossorigin=anonymous, </api/dashboard>; rel=preload; as=fetch; crossorigin=anonymous',
    ],
    ['/dashboard', undefined, undefined],
    ['/operacoes', 'agrovoo.session_token=x', undefined],
  ])('preloads the data of %s with the page (cookie %s): %s', async (url, cookie, link) => {
    const app = await createTestApp(t.database, { webDir });
    const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBe(link);
    await app.close();
  });

  it('revalidates non-hashed files', async () => {
    const app = await createTestApp(t.database, { webDir });
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it.each(['/.env', '/assets', '/assets/'])(
    'never serves a dotfile or a listing at %s',
    async (url) => {
      const app = await createTestApp(t.database, { webDir });
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('index-abc123');
      expect([200, 404]).toContain(res.statusCode); // the app shell (client not-found page) or JSON 404
      await app.close();
    },
  );

  it('answers a missing asset with 404 instead of the page', async () => {
    const app = await createTestApp(t.database, { webDir });
    const res = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    await app.close();
  });

  it('keeps unknown API routes as JSON 404 even with the app built', async () => {
    const app = await createTestApp(t.database, { webDir });
    const res = await app.inject({ method: 'GET', url: '/api/qualquer' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    await app.close();
  });

  it('says the web app is not built when dist/web is missing', async () => {
    const app = await createTestApp(t.database);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WEB_APP_NOT_BUILT');
    await app.close();
  });
});
