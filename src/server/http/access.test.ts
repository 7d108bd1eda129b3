import Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ZodEnum, type ZodObject } from 'zod';
import { useTestApp } from '../test/app.ts';
import { enforceRouteAccess, type RouteAccess } from './access.ts';

const t = useTestApp();
const app = () => t.app;

const SCOPES = ['public', 'user', 'company', 'platform-admin'];
const apiRoutes = () =>
  app().routeTable.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
const accessOf = (route: RouteOptions) => route.config?.access as RouteAccess | undefined;
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

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
    const undeclared = routes.filter((route) => !SCOPES.includes(accessOf(route)?.scope ?? ''));
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("has every company route name the table of each id in its path (another company's → 404)", () => {
    const unowned: string[] = [];
    for (const route of apiRoutes()) {
      const access = accessOf(route);
      if (access?.scope !== 'company') continue;
      const shape = (route.schema?.params as ZodObject | undefined)?.shape ?? {};
      for (const param of paramsOf(route.url)) {
        const isChoice = shape[param] instanceof ZodEnum; // e.g. an operation's :action
        if (!isChoice && !access.owns?.[param])
          unowned.push(`${route.method} ${route.url} :${param}`);
      }
    }
    expect(unowned).toEqual([]);
  });
});
