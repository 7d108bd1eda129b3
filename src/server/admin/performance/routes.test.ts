import { describe, expect, it } from 'vitest';
import { webVitals } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { expectFieldError } from '../../test/contracts.ts';
import { signUpCompany } from '../../test/session.ts';
import { appVersion } from '../../platform/version.ts';

// Sunday 22/11/2026, 10:00 in São Paulo.
const t = useAdminTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const vital = (name: 'LCP' | 'CLS' | 'INP', value: number, path: string, at: string) => ({
  name,
  value,
  path,
  session_id: 'f3b0c442-98fc-4c14-9afb-f4c8996fb924',
  created_at: new Date(at),
});

describe('who may read the performance metrics', () => {
  it.each(['/api/admin/performance/web-vitals', '/api/admin/performance/system'])(
    '%s answers 401 to a visitor and 403 to a company owner',
    async (url) => {
      const { cookie } = await signUpCompany(t.app);
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, cookie)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/performance/web-vitals', () => {
  it('computes p75 per route and per week (Monday, São Paulo time) over the period', async () => {
    await t.db.insert(webVitals).values([
      // Week of Monday 16/11.
      vital('LCP', 1_000, '/dashboard', '2026-11-16T12:00:00Z'),
      vital('LCP', 2_000, '/dashboard', '2026-11-18T12:00:00Z'),
      vital('LCP', 3_000, '/dashboard', '2026-11-20T12:00:00Z'),
      vital('LCP', 4_000, '/dashboard', '2026-11-22T12:00:00Z'),
      vital('CLS', 0.05, '/dashboard', '2026-11-17T12:00:00Z'),
      vital('CLS', 0.3, '/dashboard', '2026-11-19T12:00:00Z'),
      // Sunday 15/11 at 22:00 in São Paulo (Monday in UTC): the week of 09/11.
      vital('LCP', 5_000, '/dashboard', '2026-11-16T01:00:00Z'),
      vital('INP', 120, '/agenda', '2026-11-21T12:00:00Z'),
      // 40 days ago: only in the 90-day period.
      vital('LCP', 9_000, '/agenda', '2026-10-13T12:00:00Z'),
    ]);
    const res = await get('/api/admin/performance/web-vitals', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      periodo: '30',
      overall: {
        LCP: { p75: 4_000, samples: 5 },
        CLS: { p75: 0.2375, samples: 2 },
        INP: { p75: 120, samples: 1 },
      },
      total: 2,
      pageSize: 10,
      routes: [
        {
          path: '/dashboard',
          samples: 7,
          vitals: { LCP: { p75: 4_000, samples: 5 }, CLS: { p75: 0.2375, samples: 2 } },
          weeks: [
            {
              week: '2026-11-16',
              vitals: { LCP: { p75: 3_250, samples: 4 }, CLS: { p75: 0.2375, samples: 2 } },
            },
            { week: '2026-11-09', vitals: { LCP: { p75: 5_000, samples: 1 } } },
          ],
        },
        {
          path: '/agenda',
          samples: 1,
          vitals: { INP: { p75: 120, samples: 1 } },
          weeks: [{ week: '2026-11-16', vitals: { INP: { p75: 120, samples: 1 } } }],
        },
      ],
    });
    const longer = (await get('/api/admin/performance/web-vitals?periodo=90', t.admin)).json();
    // 1000, 2000, 3000, 4000, 5000, 9000: 75 % of the way is 3.75 places in, 4000 + 0.75 × 1000.
    expect(longer.overall.LCP).toEqual({ p75: 4_750, samples: 6 });
    expect(longer.routes[1]).toMatchObject({ path: '/agenda', samples: 2 });
    expect(longer.routes[1].weeks.map((w: { week: string }) => w.week)).toEqual([
      '2026-11-16',
      '2026-10-12',
    ]);
  });

  it('pages and searches the routes, most samples first, ten a page', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/r${String(i).padStart(2, '0')}`);
    await t.db
      .insert(webVitals)
      .values(
        paths.flatMap((path, i) =>
          Array.from({ length: i < 2 ? 3 : 1 }, () =>
            vital('LCP', 100, path, '2026-11-20T12:00:00Z'),
          ),
        ),
      );
    const first = (await get('/api/admin/performance/web-vitals?pagina=1', t.admin)).json();
    expect(first.total).toBe(12);
    expect(first.routes.map((r: { path: string }) => r.path)).toEqual(paths.slice(0, 10));
    const second = (await get('/api/admin/performance/web-vitals?pagina=2', t.admin)).json();
    expect(second.routes.map((r: { path: string }) => r.path)).toEqual(['/r10', '/r11']);
    expect(second.overall.LCP.samples).toBe(16);
    const found = (await get('/api/admin/performance/web-vitals?busca=R1', t.admin)).json();
    expect(found.total).toBe(2);
    expect(found.routes.map((r: { path: string }) => r.path)).toEqual(['/r10', '/r11']);
    expect(found.overall.LCP.samples).toBe(16); // every route, searched or not
    // % is a literal, not a wildcard.
    expect((await get('/api/admin/performance/web-vitals?busca=%25', t.admin)).json().total).toBe(
      0,
    );
  });

  it('reports nothing when no browser sent a vital', async () => {
    const res = await get('/api/admin/performance/web-vitals?periodo=7', t.admin);
    expect(res.json()).toEqual({ periodo: '7', overall: {}, total: 0, pageSize: 10, routes: [] });
  });

  it.each([
    ['periodo=15', 'periodo', 'Período inválido: use 7, 30 ou 90 dias.'],
    ['pagina=0', 'pagina', 'Página inválida.'],
  ])('400 for %s', async (query, field, message) => {
    const res = await get(`/api/admin/performance/web-vitals?${query}`, t.admin);
    expectFieldError(res, field, message);
  });
});

describe('GET /api/admin/performance/system', () => {
  it('reports the process and the database', async () => {
    await t.db.insert(webVitals).values(vital('LCP', 100, '/', '2026-11-20T12:00:00Z'));
    const res = await get('/api/admin/performance/system', t.admin);
    expect(res.statusCode).toBe(200);
    const { process: proc, database } = res.json();
    expect(proc).toMatchObject({ nodeVersion: process.version, appVersion });
    expect(proc.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(proc.rssBytes).toBeGreaterThan(proc.heapUsedBytes);
    expect(database.driver).toBe(t.database.kind === 'embedded' ? 'PGlite' : 'PostgreSQL');
    expect(database.serverVersion).toMatch(/^\d+/);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.connections).toBeGreaterThanOrEqual(1);
    expect(database.pingMs).toBeGreaterThanOrEqual(0);
    expect(database.tables).toHaveLength(8);
    const sizes = database.tables.map((table: { sizeBytes: number }) => table.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});
