import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ZodEnum, type ZodObject } from 'zod';
import { useTestApp } from '../test/app.ts';
import { pathParams, routeAccess, routesMatching } from '../test/route-walk.ts';
import { enforceRouteAccess } from './access.ts';

const t = useTestApp();
const app = () => t.app;

const SCOPES = ['public', 'user', 'company', 'platform-admin'];
const apiRoutes = () => routesMatching(app(), /^\/api\//);

describe('the route table: every route says who may call it', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const bare = Fastify();
    enforceRouteAccess(bare);
    expect(() => bare.get('/api/sem-acesso', async () => ({}))).toThrow(
      /declares no config\.access/,
    );
    expect(() => bare.get('/pagina', async () => '')).not.toThrow(); // the web app's pages
    await bare.close();
  });

  it('has every /api route declare a known scope', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const undeclared = routes.filter((route) => !SCOPES.includes(routeAccess(route)?.scope ?? ''));
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  const ANY_ID = '0b9c7f4e-5a2d-4c1e-9f3b-7d6a8e2c1b40';

  it("has every company route name the table of each id in its path (another company's → 404)", () => {
    const unowned: string[] = [];
    for (const route of apiRoutes()) {
      const access = routeAccess(route);
      if (access?.scope !== 'company') continue;
      const shape = (route.schema?.params as ZodObject | undefined)?.shape ?? {};
      for (const param of pathParams(route.url)) {
        const isChoice = shape[param] instanceof ZodEnum; // e.g. an operation's :action
        // A value that can never be an id (a logbook's :data, a calendar day) names no row.
        const isValue = shape[param]?.safeParse(ANY_ID).success === false;
        if (!isChoice && !isValue && !access.owns?.[param])
          unowned.push(`${route.method} ${route.url} :${param}`);
      }
    }
    expect(unowned).toEqual([]);
  });
});
