import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../http/access.ts';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { caller, companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';

/** Every accounting route, walked: the office's only, and the subscription gate on every write. */
const t = useTestApp();

const accountingRoutes = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith('/api/accounting/') && route.method !== 'HEAD',
  );
const rule = (route: RouteOptions) =>
  route.config!.access as Extract<RouteAccess, { scope: 'company' }>;
const call = (route: RouteOptions) => ({
  method: String(route.method) as 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: route.url.replace(/:(\w+)/g, '6a1f7a57-8d0b-4a43-b1f4-25f4c8e0a111'),
  ...(!['GET', 'DELETE'].includes(String(route.method)) && { payload: {} }),
});

describe('the accounting routes', () => {
  it('are the office’s: 401 without a session, 403 for a pilot', async () => {
    expect(accountingRoutes().length).toBeGreaterThan(25);
    const fly = await companyReadyToFly(t.app);
    const pilot = caller(
      t.app,
      (await joinCompany(t.app, fly.companyId, 'pilot', 'p@aerosul.com.br')).cookie,
    );
    for (const route of accountingRoutes()) {
      expect(rule(route)).toMatchObject({ scope: 'company', roles: ['owner', 'admin'] });
      expect((await t.app.inject(call(route))).statusCode, route.url).toBe(401);
      expect((await pilot(call(route))).statusCode, route.url).toBe(403);
    }
  });

  it('ask for a subscription (402) on everything that writes', async () => {
    const fly = await companyReadyToFly(t.app);
    await endTrial(t.db, fly.companyId, new Date('2020-01-01'));
    const writes = accountingRoutes().filter((route) => route.method !== 'GET');
    expect(writes.every((route) => rule(route).acts)).toBe(true);
    for (const route of writes)
      expect((await fly.owner(call(route))).statusCode, route.url).toBe(402);
  });
});
