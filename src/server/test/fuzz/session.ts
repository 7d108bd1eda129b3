import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../../db/database.ts';
import { companyReadyToFly } from '../operations.ts';
import { cookieFrom, logIn, platformAdminCookie } from '../session.ts';
import { answerProblem, databaseDigest, tableLedger } from './answers.ts';
import { contractOf, pathsOf, type FuzzRequest } from './requests.ts';

// What the fuzzing suites share: the callers (anonymous on public routes, the platform admin on
// the admin's, else the owner of a company with registers and an operation), the /api routes
// with a contract, and `send`, which checks each answer and that a refusal stored nothing.

/**
 * Tables a refusal writes on purpose: failed logins and their alerts, answered captchas, and
 * the rate windows, which count refused requests too (uploads, sign-ups).
 */
export const WRITTEN_BY_REFUSALS = [
  'login_attempts',
  'security_alerts',
  'captcha_challenges',
  'rate_limits',
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const scopeOf = (route: RouteOptions) =>
  (route.config as { access?: { scope: string } } | undefined)?.access?.scope;

/** The first `id` in a JSON answer (a list's first row), depth first. */
function firstId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'string') return id;
  for (const item of Object.values(value)) {
    const found = firstId(item);
    if (found) return found;
  }
  return undefined;
}

/** The company the suites act in: `companyReadyToFly` with one complete operation. */
export async function fuzzCompany(app: FastifyInstance) {
  const fly = await companyReadyToFly(app);
  const operation = await fly.owner({
    method: 'POST',
    url: '/api/operations',
    payload: fly.complete,
  });
  if (operation.statusCode !== 201) throw new Error(`operation: ${operation.body}`);
  return { ...fly, operationId: (operation.json() as { id: string }).id };
}

/** Every /api route with a body, a query string, path parameters or an upload (`only`: a part of the url). */
export const fuzzedRoutes = (app: FastifyInstance, only?: string) =>
  app.routeTable.filter((route) => {
    const contract = contractOf(route);
    return (
      (!only || route.url.includes(only)) &&
      route.url.startsWith('/api/') &&
      route.method !== 'HEAD' &&
      (contract.body || contract.query || contract.params || contract.upload)
    );
  });

/**
 * A fuzzing session as `ownerCookie`'s company: `send` a request to a route as its caller,
 * `paths` to fill a route's parameters (its own row first), `failures` found so far. A refusal
 * that changed a table is a failure: seen by row counts, or by `digests` of every row.
 */
export async function fuzzSession(
  app: FastifyInstance,
  db: Db,
  ownerCookie: string,
  ledger: 'counts' | 'digests' = 'counts',
) {
  const sessions = { owner: ownerCookie, admin: await platformAdminCookie(app) };
  const cookieOf = (route: RouteOptions) => {
    const scope = scopeOf(route);
    return scope === 'public'
      ? undefined
      : scope === 'platform-admin'
        ? sessions.admin
        : sessions.owner;
  };

  /** The caller's own row for a route's path: the first id of the list its path begins with. */
  const ownId = async (route: RouteOptions) => {
    const cookie = cookieOf(route);
    const list = route.url.slice(0, route.url.indexOf('/:'));
    const res = await app.inject({ method: 'GET', url: list, headers: cookie ? { cookie } : {} });
    return res.statusCode === 200 ? firstId(res.json()) : undefined;
  };

  const failures: string[] = [];
  const counts = { tried: 0, accepted: 0 };
  const written = tableLedger(db, ledger === 'digests' ? databaseDigest : undefined);
  const send = async (route: RouteOptions, request: FuzzRequest) => {
    const cookie = cookieOf(route);
    const method = String(route.method) as Method;
    const inject = () =>
      app.inject({
        method,
        url: request.url,
        headers: { ...request.headers, ...(cookie && { cookie }) },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
    // Reads are not counted: counting every table costs as much as the request.
    const [res, changed] = method === 'GET' ? [await inject(), []] : await written(inject);
    counts.tried++;
    if (res.statusCode < 400) counts.accepted++;
    const name = `${method} ${request.url.slice(0, 160)} (${request.abuse})`;
    const problem = answerProblem(res);
    const sent =
      typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
        ? ` sent ${request.payload.toString().slice(0, 1500)}`
        : '';
    if (problem) failures.push(`${name}: ${problem}${res.statusCode >= 500 ? sent : ''}`);
    const stored = changed.filter((table) => !WRITTEN_BY_REFUSALS.includes(table));
    if (res.statusCode >= 400 && stored.length > 0)
      failures.push(`${name}: refused ${res.statusCode} but stored in ${stored.join(', ')}`);
  };

  /** A route's paths: its own row's first when it has parameters, else its url as it is. */
  const paths = async (route: RouteOptions): Promise<[string, string][]> =>
    contractOf(route).params ? pathsOf(route.url, await ownId(route)) : [['', route.url]];

  /** After a request that may have ended the owner's session (an e-mail changed): log in again. */
  const keepOwnerIn = async (route: RouteOptions) => {
    if (cookieOf(route) !== sessions.owner) return;
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessions.owner },
    });
    if (me.statusCode !== 200) sessions.owner = cookieFrom(await logIn(app, 'dono@aerosul.com.br'));
  };

  return { send, paths, keepOwnerIn, failures, counts };
}
