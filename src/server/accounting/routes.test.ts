import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { companyRule, guardedCall, routesMatching } from '../test/route-walk.ts';

/** Every accounting route, walked: the office's only, and the subscription gate on every write. */
const t = useTestApp();

const accountingRoutes = () => routesMatching(t.app, /^\/api\/accounting\//);

describe('the accounting routes', () => {
  it('are the office’s: 401 without a session, 403 for a pilot', async () => {
    expect(accountingRoutes().length).toBeGreaterThan(25);
    const fly = await companyReadyToFly(t.app);
    const pilot = await pilotCaller(t.app, fly.companyId, 'p@aerosul.com.br');
    for (const route of accountingRoutes()) {
      expect(companyRule(route)).toMatchObject({ scope: 'company', roles: ['owner', 'admin'] });
      expect((await t.app.inject(guardedCall(route))).statusCode, route.url).toBe(401);
      expect((await pilot(guardedCall(route))).statusCode, route.url).toBe(403);
    }
  });

  it('ask for a subscription (402) on everything that writes', async () => {
    const fly = await companyReadyToFly(t.app);
    await endTrial(t.db, fly.companyId, new Date('2020-01-01'));
    const writes = accountingRoutes().filter((route) => route.method !== 'GET');
    expect(writes.every((route) => companyRule(route).acts)).toBe(true);
    for (const route of writes)
      expect((await fly.owner(guardedCall(route))).statusCode, route.url).toBe(402);
  });
});
