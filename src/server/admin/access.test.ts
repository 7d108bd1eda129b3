import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminActionsAudit } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { guardedCall, routesMatching } from '../test/route-walk.ts';
import { platformAdminCookie, signUpCompany } from '../test/session.ts';

const t = useTestApp();

/** Every route of the platform administration, as registered (a route added later is counted). */
const adminRoutes = () => routesMatching(t.app, /^\/api\/admin\//);
const call = (route: RouteOptions, cookie?: string) =>
  t.app.inject({ ...guardedCall(route), headers: cookie ? { cookie } : {} });

describe('the platform administration (spec part 2 §6): the global role admin only', () => {
  it('declares every /api/admin route for the platform admin', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(2);
    const others = routes.filter(
      (route) =>
        (route.config as { access?: { scope?: string } })?.access?.scope !== 'platform-admin',
    );
    expect(others.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to a company owner on every route, changing nothing', async () => {
    const { cookie } = await signUpCompany(t.app);
    const answers: string[] = [];
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.url}`;
      answers.push(`${name} ${(await call(route)).statusCode}`);
      answers.push(`${name} ${(await call(route, cookie)).statusCode}`);
    }
    const expected = adminRoutes().flatMap((route) => [
      `${route.method} ${route.url} 401`,
      `${route.method} ${route.url} 403`,
    ]);
    expect(answers).toEqual(expected);
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });

  it('tells every cache to keep nothing of an admin GET (no-store), whatever it answers', async () => {
    const cookie = await platformAdminCookie(t.app);
    const kept: string[] = [];
    for (const route of adminRoutes().filter((r) => r.method === 'GET')) {
      const res = await call(route, cookie);
      if (res.headers['cache-control'] !== 'no-store') kept.push(`${route.url} ${res.statusCode}`);
    }
    expect(kept).toEqual([]);
  });
});
