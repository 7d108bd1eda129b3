import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../http/access.ts';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { caller, companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';

/** Every stock route, walked: who may call it, and the subscription gate on what records. */
const t = useTestApp();

const stockRoutes = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith('/api/stock/') && route.method !== 'HEAD',
  );
const rule = (route: RouteOptions) =>
  route.config!.access as Extract<RouteAccess, { scope: 'company' }>;
const call = (route: RouteOptions) => ({
  method: String(route.method) as 'GET' | 'POST' | 'PUT',
  url: route.url.replace(/:(\w+)/g, '6a1f7a57-8d0b-4a43-b1f4-25f4c8e0a111'),
  ...(route.method !== 'GET' && { payload: {} }),
});

describe('the stock routes', () => {
  it('are company routes: 401 without a session', async () => {
    expect(stockRoutes().length).toBeGreaterThan(20);
    for (const route of stockRoutes()) {
      expect(rule(route).scope).toBe('company');
      expect((await t.app.inject(call(route))).statusCode, route.url).toBe(401);
    }
  });

  it('refuse pilots what the office records (403), fuel on flights excepted', async () => {
    const fly = await companyReadyToFly(t.app);
    const pilot = caller(
      t.app,
      (await joinCompany(t.app, fly.companyId, 'pilot', 'p@aerosul.com.br')).cookie,
    );
    const office = stockRoutes().filter((route) => rule(route).roles);
    expect(office.map((route) => `${String(route.method)} ${route.url}`)).toContain(
      'POST /api/stock/entradas',
    );
    expect(office.map((route) => route.url)).not.toContain('/api/stock/combustivel/saidas');
    for (const route of office) expect((await pilot(call(route))).statusCode, route.url).toBe(403);
  });

  it('ask for a subscription (402) on everything that records', async () => {
    const fly = await companyReadyToFly(t.app);
    await endTrial(t.db, fly.companyId, new Date('2020-01-01'));
    const acting = stockRoutes().filter((route) => rule(route).acts);
    expect(acting.every((route) => route.method !== 'GET')).toBe(true);
    expect(stockRoutes().filter((route) => route.method !== 'GET' && !rule(route).acts)).toEqual(
      [],
    );
    for (const route of acting)
      expect((await fly.owner(call(route))).statusCode, route.url).toBe(402);
  });
});
