import { expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { requestsFor } from './requests.ts';
import { fuzzCompany, fuzzedRoutes, fuzzSession } from './session.ts';

// Issue 19, item 1: every /api route with a body, query string or path parameters, walked from
// the route table (a new route is covered without editing this file), receives generated and
// hostile requests (hostile.ts) as its caller: anonymous on public routes, the platform admin on
// the admin's, else the owner of a company with registers and an operation. Never a 5xx; a 4xx
// is the error shape with a catalogue code and pt-BR texts; a refused request stores nothing.

const t = useTestApp();

/** fast-check's seed (the same requests every run) and generated values per route and part. */
const SEED = 19;
const RUNS = 2;

it('answers every generated and hostile request with a pt-BR 4xx or a success, never a 5xx, and a refusal stores nothing', async () => {
  const app = t.app;
  const company = await fuzzCompany(app);
  const session = await fuzzSession(app, t.db, company.cookie);
  const only = process.env.FUZZ_ROUTES;
  const routes = fuzzedRoutes(app, only);
  for (const route of routes) {
    const paths = await session.paths(route);
    const [, main] = paths[0]!;
    for (const request of requestsFor(route, main, SEED, RUNS)) await session.send(route, request);
    for (const [abuse, url] of paths.slice(1))
      await session.send(route, { abuse, url, headers: {} });
    await session.keepOwnerIn(route);
  }

  const { tried, accepted } = session.counts;
  console.info(
    `input fuzzing: ${routes.length} routes covered, ${tried} requests tried (${accepted} accepted), ${session.failures.length} failures`,
  );
  if (!only) expect(routes.length).toBeGreaterThan(150);
  expect(session.failures).toEqual([]);
}, 600_000);
