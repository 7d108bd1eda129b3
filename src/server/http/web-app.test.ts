import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { joinCompany, platformAdminCookie, signUpCompany } from '../test/session.ts';
import { useTestDatabase } from '../test/database.ts';
import { pageModuleFiles } from './page-preloads.ts';

const t = useTestDatabase();
let webDir: string;
const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'agrovoo-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(webDir, 'assets', 'chart-def456.js'), BUNDLE);
  // Marked, so the test tells the build's file from one compressed on the way.
  writeFileSync(join(webDir, 'assets', 'chart-def456.js.br'), brotliCompressSync(`${BUNDLE}//br`));
  writeFileSync(join(webDir, '.env'), 'SECRET=1');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("install", () => {});');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('serving the built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(t.database, { webDir });
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the brotli file the build compressed, as it is', async () => {
    const res = await get('/assets/chart-def456.js', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${BUNDLE}//br`);
    // A client that takes no brotli gets the file compressed on the way, as before.
    const gzip = await get('/assets/chart-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/entrar', '/operacao/123', '/nao-existe'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  const preloaded = (...urls: string[]) =>
    urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
  const DASHBOARD_DATA = preloaded('/api/me', '/api/dashboard');
  it.each([
    ['/dashboard', 'a company member', DASHBOARD_DATA],
    ['/dashboard', 'a visitor', undefined],
    ['/dashboard', 'an unknown session', undefined],
    // A user of no company would get 403 for the company's data.
    ['/dashboard', 'the platform admin', undefined],
    ['/operacoes', 'a company member', preloaded('/api/me', '/api/operations?pagina=1')],
    [
      '/estoque',
      'a company member',
      preloaded('/api/me', '/api/stock/saldos', '/api/stock/alertas', '/api/stock/faltas'),
    ],
    // The office's reads for the office: a pilot would be refused them (403).
    [
      '/recursos-humanos',
      'a company member',
      preloaded('/api/me', '/api/hr/funcionarios?situacao=ativos', '/api/hr/ferias/alertas'),
    ],
    ['/recursos-humanos', "the company's pilot", preloaded('/api/me')],
    ['/contabilidade', "the company's pilot", preloaded('/api/me')],
    ['/relatorios', 'a company member', preloaded('/api/me', '/api/mapa/pendente')],
    ['/relatorios', "the company's pilot", preloaded('/api/me')],
    ['/propostas', "the company's pilot", preloaded('/api/me', '/api/proposals?pagina=1')],
    ['/afiliados', 'a company member', preloaded('/api/me', '/api/affiliates/me')],
    // Pages whose first reads depend on the day: the session alone.
    ['/agenda', 'a company member', preloaded('/api/me')],
    ['/campo', 'a company member', preloaded('/api/me')],
    // The admin's page: its code only (no company, no company reads).
    ['/admin', 'the platform admin', undefined],
    // Another tab than the page's own view: only the session, read by every page at load (the
    // balances preloaded and left unread would answer the balances' read after an entry).
    ['/estoque?aba=entrada', 'a company member', preloaded('/api/me')],
    ['/dashboard?mes=2026-11', 'a company member', preloaded('/api/me')],
  ])('preloads the data of %s with the page for %s: %s', async (url, who, link) => {
    const cookies: Record<string, () => Promise<string | undefined>> = {
      'a company member': async () => (await signUpCompany(app)).cookie,
      'a visitor': async () => undefined,
      'an unknown session': async () => 'agrovoo.session_token=x',
      'the platform admin': () => platformAdminCookie(app),
      "the company's pilot": async () => {
        const { companyId } = await signUpCompany(app);
        return (await joinCompany(app, companyId, 'pilot', `piloto-${randomUUID()}@example.com`))
          .cookie;
      },
    };
    const cookie = await cookies[who]!();
    const res = await get(url, cookie ? { cookie } : {});
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBe(link);
  });

  it.each(['/favicon.svg', '/sw.js'])('revalidates the non-hashed file %s', async (url) => {
    // The service worker above all: a cached old one would keep an old app forever.
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/.env', '/assets', '/assets/'])(
    'never serves a dotfile or a listing at %s',
    async (url) => {
      const res = await get(url);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('index-abc123');
      expect([200, 404]).toContain(res.statusCode); // the app shell (client not-found page) or JSON 404
    },
  );

  it.each([
    ['a missing asset', '/assets/gone-999.js'],
    ['an unknown API route', '/api/qualquer'],
  ])('answers %s (%s) with the JSON 404 instead of the page', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('leaves the pages and files out of the OpenAPI document: each path is /api/ with its responses', async () => {
    const doc = (await get('/api/docs')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(70);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    const silent = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => Object.keys(operation.responses ?? {}).length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(silent).toEqual([]);
  });

  it('says the web app is not built when dist/web is missing', async () => {
    const unbuilt = await createTestApp(t.database);
    const res = await unbuilt.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WEB_APP_NOT_BUILT');
    await unbuilt.close();
  });
});

describe("a page's code preloaded with its HTML", () => {
  const HEAD_INDEX = '<!doctype html><html><head><title>AgroVoo</title></head><body></body></html>';
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    'features/dashboard/dashboard-page.tsx': {
      file: 'assets/dashboard-page-3.js',
      imports: ['_react.js', '_format.js'],
    },
    '_format.js': { file: 'assets/format-4.js', imports: ['_react.js'] },
    'features/landing/landing-page.tsx': {
      file: 'assets/landing-page-5.js',
      imports: ['_react.js'],
    },
    'features/accounting/accounting-page.tsx': {
      file: 'assets/accounting-page-6.js',
      imports: ['_format.js'],
    },
    'features/accounting/summary-tab.tsx': {
      file: 'assets/summary-tab-7.js',
      imports: ['_format.js'],
    },
    'features/stock/stock-page.tsx': { file: 'assets/stock-page-8.js', imports: ['_format.js'] },
    'features/registers/registers-page.tsx': {
      file: 'assets/registers-page-9.js',
      imports: ['_format.js'],
    },
  };
  // A company page's loading screen as the build renders it (scripts/prerender.mjs, then
  // scripts/boot-after-paint.mjs): the frame and the page's header, which the app then draws at
  // the same place, and the tag that requests the app's code and the page's reads after it.
  const loading = (title: string, intro: string) =>
    `<!doctype html><html><head><title data-prerendered-head="">${title} — AgroVoo</title>` +
    '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" ' +
    'data-modules="/assets/react-2.js" data-reads=""></script></head>' +
    '<body><div id="root"><div data-prerendered="session" inert=""><main id="conteudo">' +
    `<h1 class="text-2xl font-bold text-ink-900">${title}</h1><p class="mt-1 text-ink-700">` +
    `${intro}</p></main></div></div></body></html>`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'agrovoo-web-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), HEAD_INDEX);
    writeFileSync(
      join(dir, 'prerendered', 'estoque.html'),
      loading('Estoque', 'Produtos e combustível por lote'),
    );
    writeFileSync(
      join(dir, 'prerendered', 'cadastros.html'),
      loading('Cadastros', 'Clientes, propriedades, aeronaves'),
    );
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the chunks the page needs beyond what index.html loads', () => {
    expect(pageModuleFiles(manifest, 'features/dashboard/dashboard-page.tsx')).toEqual([
      'assets/dashboard-page-3.js',
      'assets/format-4.js',
    ]);
    expect(pageModuleFiles(manifest, 'features/unknown.tsx')).toEqual([]);
  });

  it('adds modulepreload tags to /dashboard for a signed-in visit, and keeps the manifest private', async () => {
    const app = await createTestApp(t.database, { webDir: dir });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'agrovoo.session_token=x' },
    });
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-3.js">',
    );
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/format-4.js">',
    );
    expect(signedIn.body).not.toContain('react-2.js');
    expect(signedIn.headers['content-type']).toContain('text/html');
    const visitor = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(visitor.body).toBe(HEAD_INDEX);
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    // A public page's code is preloaded for everyone, with no API preload.
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('href="/assets/landing-page-5.js"');
    expect(landing.headers.link).toBeUndefined();
    await app.close();
  });

  const modulesOf = (html: string) => /data-modules="([^"]*)"/.exec(html)?.[1];
  const readsOf = (html: string) => /data-reads="([^"]*)"/.exec(html)?.[1];

  it('sends a signed-in visit of /estoque its loading screen, whose code and reads wait for its first paint; a visitor index.html', async () => {
    const app = await createTestApp(t.database, { webDir: dir });
    const { cookie } = await signUpCompany(app);
    const signedIn = await app.inject({ method: 'GET', url: '/estoque', headers: { cookie } });
    expect(signedIn.body).toContain('<h1 class="text-2xl font-bold text-ink-900">Estoque</h1>');
    expect(signedIn.body).toContain('<p class="mt-1 text-ink-700">Produtos e combustível por lote');
    // Nothing is requested with the HTML: no modulepreload tag, no `Link` header. The entry's
    // chunks, then the page's, and the page's first reads go to public/after-paint.js.
    expect(signedIn.body).not.toContain('rel="modulepreload"');
    expect(signedIn.headers.link).toBeUndefined();
    expect(modulesOf(signedIn.body)).toBe(
      '/assets/react-2.js /assets/stock-page-8.js /assets/format-4.js',
    );
    expect(readsOf(signedIn.body)).toBe(
      '/api/me /api/stock/saldos /api/stock/alertas /api/stock/faltas',
    );
    // Another view of the page (a tab in the address) has the same header and code, and the
    // session's read alone.
    const tab = await app.inject({
      method: 'GET',
      url: '/estoque?aba=entrada',
      headers: { cookie },
    });
    expect(tab.body.replace(/data-reads="[^"]*"/, '')).toBe(
      signedIn.body.replace(/data-reads="[^"]*"/, ''),
    );
    expect(readsOf(tab.body)).toBe('/api/me');
    // An unknown session: the code, no read (it would answer 401).
    const unknown = await app.inject({
      method: 'GET',
      url: '/estoque',
      headers: { cookie: 'agrovoo.session_token=x' },
    });
    expect(modulesOf(unknown.body)).toBe(modulesOf(signedIn.body));
    expect(readsOf(unknown.body)).toBe('');
    // A visitor is sent to /auth by the app: no page of the company's is drawn for him.
    const visitor = await app.inject({ method: 'GET', url: '/estoque' });
    expect(visitor.body).toBe(HEAD_INDEX);
    // The file itself is not served.
    const file = await app.inject({ method: 'GET', url: '/prerendered/estoque.html' });
    expect(file.body).not.toContain('Estoque</h1>');
    await app.close();
  });

  it("writes a read's address as an attribute's text: /cadastros' clients with two filters", async () => {
    const app = await createTestApp(t.database, { webDir: dir });
    const { cookie } = await signUpCompany(app);
    const page = await app.inject({ method: 'GET', url: '/cadastros', headers: { cookie } });
    expect(readsOf(page.body)).toBe('/api/me /api/registers/clients?pagina=1&amp;situacao=ativos');
    await app.close();
  });

  it('refuses a build whose loading screen cannot start the app after its first paint', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'agrovoo-web-'));
    mkdirSync(join(broken, 'prerendered'));
    writeFileSync(join(broken, 'index.html'), HEAD_INDEX);
    writeFileSync(join(broken, 'prerendered', 'frota.html'), HEAD_INDEX);
    try {
      await expect(createTestApp(t.database, { webDir: broken })).rejects.toThrow(
        '/frota: the loading screen has no after-paint tag',
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("preloads /contabilidade's first tab with the page, each chunk once", async () => {
    const app = await createTestApp(t.database, { webDir: dir });
    const page = await app.inject({
      method: 'GET',
      url: '/contabilidade',
      headers: { cookie: 'agrovoo.session_token=x' },
    });
    // Not rendered as a loading screen in this build: its tags come with the HTML.
    const preloaded = [...page.body.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual([
      '/assets/accounting-page-6.js',
      '/assets/format-4.js',
      '/assets/summary-tab-7.js',
    ]);
    await app.close();
  });
});

describe('a company page drawn with its data (issue 43 item 1)', () => {
  const HEAD_INDEX = '<!doctype html><html><head><title>AgroVoo</title></head><body></body></html>';
  // The loading screen as the build leaves it, and a renderer standing in for the build's
  // (src/web/prerender.tsx's `renderWithData`): it draws the answers it was given, and fails for
  // the page named `/frota`, so the failure's way out is seen.
  const loading = (title: string) =>
    `<!doctype html><html><head><title data-prerendered-head="">${title} — AgroVoo</title>` +
    '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" data-modules="" ' +
    'data-reads=""></script></head><body><div id="root"><div data-prerendered="session" ' +
    `inert=""><h1>${title}</h1></div></div>\n  </body></html>`;
  const RENDERER = `export function renderWithData(path, answers) {
    const me = answers['/api/me'];
    if (me.membership.company.company_name === 'Falha') throw new Error('the renderer failed');
    return {
      body: '<main>' + path + ' for ' + me.membership.company.company_name + ': ' + Object.keys(answers).join(' ') + '</main>',
      state: { queries: [{ queryHash: '["me"]', state: { data: me } }] },
    };
  }`;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'agrovoo-render-'));
    const web = join(dir, 'web');
    mkdirSync(join(web, 'prerendered'), { recursive: true });
    mkdirSync(join(dir, 'render'));
    writeFileSync(join(web, 'index.html'), HEAD_INDEX);
    for (const [name, title] of [
      ['dashboard', 'Dashboard'],
      ['recursos-humanos', 'Recursos Humanos'],
    ])
      writeFileSync(join(web, 'prerendered', `${name}.html`), loading(title!));
    writeFileSync(join(dir, 'render', 'prerender.js'), RENDERER);
    writeFileSync(
      join(dir, 'render', 'data-pages.json'),
      JSON.stringify(['/dashboard', '/recursos-humanos']),
    );
    app = await createTestApp(t.database, { webDir: web });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const email = () => `r-${randomUUID()}@x.com`;
  const answersOf = (html: string) =>
    /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(html)?.[1];

  it("draws a member's /dashboard from the answers to its first reads, made with the visit's session, and sends them with it", async () => {
    const { cookie } = await signUpCompany(app, {
      companyName: 'Aero </script> Sul',
      email: email(),
    });
    const res = await get('/dashboard', cookie);
    expect(res.statusCode).toBe(200);
    // The page in the loading screen's root, its answers after it; the head is the build's.
    expect(res.body).toContain(
      '<div id="root"><main>/dashboard for Aero </script> Sul: /api/me /api/dashboard</main></div>',
    );
    expect(res.body).toContain('<title data-prerendered-head="">Dashboard — AgroVoo</title>');
    expect(res.body).not.toContain('inert=""><h1>Dashboard</h1>');
    // The answers as JSON no name can close: `<` is its escape, and it reads back the same.
    const json = answersOf(res.body)!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).queries[0].state.data.membership.company.company_name).toBe(
      'Aero </script> Sul',
    );
    // Nothing left for the app to read after its first paint; one person's page, kept by no
    // shared cache.
    expect(res.body).toContain('data-reads=""');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
  });

  it("draws /recursos-humanos for the office; a pilot, whose only read is the session's, gets its loading screen", async () => {
    const owner = await signUpCompany(app, { email: email() });
    const office = await get('/recursos-humanos', owner.cookie);
    expect(office.body).toContain(
      '<main>/recursos-humanos for Aero Sul Aviação Agrícola: /api/me /api/hr/funcionarios?situacao=ativos /api/hr/ferias/alertas</main>',
    );
    const pilot = await joinCompany(app, owner.companyId, 'pilot', `p-${randomUUID()}@x.com`);
    const page = await get('/recursos-humanos', pilot.cookie);
    expect(page.body).toContain('inert=""><h1>Recursos Humanos</h1>');
    expect(answersOf(page.body)).toBeUndefined();
    expect(page.body).toContain('data-reads="/api/me"');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the loading screen, as for any page, to another view, an unknown session, a user of no company, a visitor and when the renderer fails', async () => {
    const { cookie } = await signUpCompany(app, { email: email() });
    const screen = (res: { body: string }) => res.body.includes('inert=""><h1>');
    // Another view than the page's own: its reads are not the page's first ones.
    const tab = await get('/dashboard?mes=2026-11', cookie);
    expect(screen(tab) && tab.body.includes('data-reads="/api/me"')).toBe(true);
    const unknown = await get('/dashboard', 'agrovoo.session_token=x');
    expect(screen(unknown) && unknown.body.includes('data-reads=""')).toBe(true);
    const admin = await get('/dashboard', await platformAdminCookie(app));
    expect(screen(admin) && answersOf(admin.body) === undefined).toBe(true);
    expect((await get('/dashboard')).body).toBe(HEAD_INDEX);
    // The renderer's failure is logged, and the loading screen with its reads is sent instead.
    const failing = await signUpCompany(app, { companyName: 'Falha', email: email() });
    const failed = await get('/dashboard', failing.cookie);
    expect(screen(failed) && failed.body.includes('data-reads="/api/me /api/dashboard"')).toBe(
      true,
    );
    expect(answersOf(failed.body)).toBeUndefined();
  });
});
