import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from '../http/access.ts';
import type { Call } from './operations.ts';

/**
 * The app's routes whose path matches, as registered (a route added later is walked too),
 * without the HEAD twin Fastify adds to every GET.
 */
export const routesMatching = (app: FastifyInstance, path: RegExp) =>
  app.routeTable.filter((route) => path.test(route.url) && route.method !== 'HEAD');

/** A route's access rule, as its config declares it (undefined when it declares none). */
export const routeAccess = (route: RouteOptions) => route.config?.access as RouteAccess | undefined;

/** The names of a path's parameters: '/api/x/:id/y/:itemId' → ['id', 'itemId']. */
export const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** A company route's access rule, as its config declares it. */
export const companyRule = (route: RouteOptions) =>
  route.config!.access as Extract<RouteAccess, { scope: 'company' }>;

/** Any id, for a path parameter: the guards answer before the path or the body is read. */
export const ANY_ID = '6a1f7a57-8d0b-4a43-b1f4-25f4c8e0a111';

/**
 * A request for a route as its guards see it: any id in its path and an empty body where the
 * method takes one.
 */
export const guardedCall = (route: RouteOptions): Call => ({
  method: String(route.method) as Call['method'],
  url: route.url.replace(/:\w+/g, ANY_ID),
  ...(!['GET', 'DELETE'].includes(String(route.method)) && { payload: {} }),
});
