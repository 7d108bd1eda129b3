import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { logIn, cookieFrom, platformAdminCookie } from '../test/session.ts';
import { answerProblem, tableLedger } from './answers.ts';
import { contractOf, pathsOf, requestsFor, type FuzzRequest } from './requests.ts';

// Issue 19, item 1: every /api route with a body, query string or path parameters, walked from
// the route table (a new route is covered without editing this file), receives generated and
// hostile requests (hostile.ts) as its caller: anonymous on public routes, the platform admin on
// the admin's, else the owner of a company with registers and an operation. Never a 5xx; a 4xx
// is the error shape with a catalogue code and pt-BR texts; a refused request stores nothing.

const t = useTestApp();

/** fast-check's seed (the same requests every run) and generated values per route and part. */
const SEED = 19;
const RUNS = 2;

/** Tables a refusal writes on purpose: failed logins and their alerts, answered captchas. */
const WRITTEN_BY_REFUSALS = ['login_attempts', 'security_alerts', 'captcha_challenges'];

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

it('answers every generated and hostile request with a pt-BR 4xx or a success, never a 5xx, and a refusal stores nothing', async () => {
  const app = t.app;
  const fly = await companyReadyToFly(app);
  const operation = await fly.owner({
    method: 'POST',
    url: '/api/operations',
    payload: fly.complete,
  });
  expect(operation.statusCode).toBe(201);
  const sessions = { owner: fly.cookie, admin: await platformAdminCookie(app) };
  const cookieOf = (route: RouteOptions) => {
    const scope = scopeOf(route);
    return scope === 'public'
      ? undefined
      : scope === 'platform-admin'
        ? sessions.admin
        : sessions.owner;
  };

  /** The caller's own row for a route's path: the first id of the list its path begins with. */
  const ownId = async (route: RouteOptions, cookie: string | undefined) => {
    const list = route.url.slice(0, route.url.indexOf('/:'));
    const res = await app.inject({ method: 'GET', url: list, headers: cookie ? { cookie } : {} });
    return res.statusCode === 200 ? firstId(res.json()) : undefined;
  };

  const failures: string[] = [];
  let tried = 0;
  let accepted = 0;
  const written = tableLedger(t.db);
  const send = async (route: RouteOptions, cookie: string | undefined, request: FuzzRequest) => {
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
    tried++;
    if (res.statusCode < 400) accepted++;
    const name = `${method} ${request.url.slice(0, 160)} (${request.abuse})`;
    const problem = answerProblem(res);
    if (problem) failures.push(`${name}: ${problem}`);
    const stored = changed.filter((table) => !WRITTEN_BY_REFUSALS.includes(table));
    if (res.statusCode >= 400 && stored.length > 0)
      failures.push(`${name}: refused ${res.statusCode} but stored in ${stored.join(', ')}`);
  };

  const only = process.env.FUZZ_ROUTES;
  const routes = app.routeTable.filter((route) => {
    const contract = contractOf(route);
    return (
      (!only || route.url.includes(only)) &&
      route.url.startsWith('/api/') &&
      route.method !== 'HEAD' &&
      (contract.body || contract.query || contract.params || contract.upload)
    );
  });
  for (const route of routes) {
    const cookie = cookieOf(route);
    const params = contractOf(route).params;
    const paths: [string, string][] = params
      ? pathsOf(route.url, await ownId(route, cookie))
      : [['', route.url]];
    const [, main] = paths[0]!;
    for (const request of requestsFor(route, main, SEED, RUNS)) await send(route, cookie, request);
    for (const [abuse, url] of paths.slice(1))
      await send(route, cookie, { abuse, url, headers: {} });
    // A request that ended the owner's session (e.g. an e-mail changed): log in again.
    if (
      cookie === sessions.owner &&
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode !== 200
    )
      sessions.owner = cookieFrom(await logIn(app, 'dono@aerosul.com.br'));
  }

  console.info(
    `input fuzzing: ${routes.length} routes covered, ${tried} requests tried (${accepted} accepted), ${failures.length} failures`,
  );
  if (!only) expect(routes.length).toBeGreaterThan(150);
  expect(failures).toEqual([]);
}, 600_000);
