import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { useTestApp } from '../test/app.ts';

const t = useTestApp();
const app = () => t.app;

/** The only /api routes without a contract: the OpenAPI document itself (hidden from it). */
const EXEMPT = ['GET /api/docs'];

const nameOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
const contractRoutes = () =>
  app().routeTable.filter(
    (route) =>
      route.url.startsWith('/api/') && route.method !== 'HEAD' && !EXEMPT.includes(nameOf(route)),
  );

type Schema = {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
};
const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as Schema;

/** A zod schema, or per content type `{ content: { type: { schema } } }` of zod schemas. */
function isContract(value: unknown): boolean {
  if (value instanceof ZodType) return true;
  const content = (value as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  return (
    !!content &&
    Object.values(content).length > 0 &&
    Object.values(content).every((entry) => entry.schema instanceof ZodType)
  );
}

describe('the route table: every /api route declares its contract', () => {
  it('answers with a declared response for every status that has a body, and 204 as none', () => {
    const routes = contractRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const missing = routes.filter((route) => {
      const response = schemaOf(route).response ?? {};
      const statuses = Object.keys(response).filter((status) => /^2\d\d$/.test(status));
      return statuses.length === 0 || !statuses.every((status) => isContract(response[status]));
    });
    expect(missing.map(nameOf)).toEqual([]);
  });

  it('reads every input through a schema: path parameters, and a body on POST, PUT and PATCH', () => {
    const missing: string[] = [];
    for (const route of contractRoutes()) {
      const schema = schemaOf(route);
      if (route.url.includes(':') && !(schema.params instanceof ZodType))
        missing.push(`${nameOf(route)} params`);
      // An action that takes nothing declares it (`noBody`), so a body sent anyway is refused.
      if (['POST', 'PUT', 'PATCH'].includes(String(route.method)) && !isContract(schema.body))
        missing.push(`${nameOf(route)} body`);
      if (schema.querystring !== undefined && !(schema.querystring instanceof ZodType))
        missing.push(`${nameOf(route)} querystring`);
    }
    expect(missing).toEqual([]);
  });

  it('lists every one of them in the OpenAPI document of /api/docs', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: object }>>;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const expected = contractRoutes().map(
      (route) => `${String(route.method)} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
    // Files as binary strings, and a 204 without content.
    const pdf = paths['/api/operations/{id}/relatorio.pdf']!.get!.responses;
    expect(pdf).toMatchObject({
      200: { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    });
    const deleted = paths['/api/proposals/{id}']!.delete!.responses as Record<string, object>;
    expect(deleted[204]).not.toHaveProperty('content');
    // An action that takes nothing shows no request body; an upload shows its form.
    expect(paths['/api/registers/crops/{id}/archive']!.post).not.toHaveProperty('requestBody');
    expect(paths['/api/operations/{id}/anexos']!.post).toMatchObject({
      requestBody: {
        content: { 'multipart/form-data': { schema: { required: ['tipo', 'arquivo'] } } },
      },
    });
  });
});

describe('an action declared with noBody', () => {
  it('takes a request without a body and refuses one with a body', async () => {
    const bare = await app().inject({ method: 'POST', url: '/api/auth/logout' });
    expect(bare.statusCode).toBe(200);
    const sent = await app().inject({ method: 'POST', url: '/api/auth/logout', payload: { a: 1 } });
    expect(sent.statusCode).toBe(400);
  });
});
