import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { companyRule, guardedCall, routesMatching } from '../test/route-walk.ts';

/** Every stock route, walked: who may call it, and the subscription gate on what records. */
const t = useTestApp();

const stockRoutes = () => routesMatching(t.app, /^\/api\/stock\//);

describe('the stock routes', () => {
  it('are company routes: 401 without a session', async () => {
    expect(stockRoutes().length).toBeGreaterThan(20);
    for (const route of stockRoutes()) {
      expect(companyRule(route).scope).toBe('company');
      expect((await t.app.inject(guardedCall(route))).statusCode, route.url).toBe(401);
    }
  });

  it('refuse pilots what the office records (403), fuel on flights excepted', async () => {
    const fly = await companyReadyToFly(t.app);
    const pilot = await pilotCaller(t.app, fly.companyId, 'p@aerosul.com.br');
    const office = stockRoutes().filter((route) => companyRule(route).roles);
    expect(office.map((route) => `${String(route.method)} ${route.url}`)).toContain(
      'POST /api/stock/entradas',
    );
    expect(office.map((route) => route.url)).not.toContain('/api/stock/combustivel/saidas');
    for (const route of office)
      expect((await pilot(guardedCall(route))).statusCode, route.url).toBe(403);
  });

  it('ask for a subscription (402) on everything that records', async () => {
    const fly = await companyReadyToFly(t.app);
    await endTrial(t.db, fly.companyId, new Date('2020-01-01'));
    const acting = stockRoutes().filter((route) => companyRule(route).acts);
    expect(acting.every((route) => route.method !== 'GET')).toBe(true);
    expect(
      stockRoutes().filter((route) => route.method !== 'GET' && !companyRule(route).acts),
    ).toEqual([]);
    for (const route of acting)
      expect((await fly.owner(guardedCall(route))).statusCode, route.url).toBe(402);
  });
});
