import { expect, it } from 'vitest';
import { ACCOUNT } from '../accounting.ts';
import { stockUp } from '../stock-entries.ts';
import { useTestApp } from '../app.ts';
import { boundaryRequests, type KnownIds } from './boundaries.ts';
import { schemaColumns } from './columns.ts';
import { fuzzCompany, fuzzedRoutes, fuzzSession } from './session.ts';

// Issue 35, item 6: values at the edge of a column's range. The edges come from the schema's
// own column types (columns.ts) and reach every /api route's fields named as the columns they
// are stored in (boundaries.ts), in a request its contract otherwise accepts: a column added
// tomorrow is tried without a case written for it. Never a 5xx; a refusal changes no row.

// The edges' dates are read against a fixed day, the one the mended requests carry.
const t = useTestApp({ now: new Date('2026-03-10T15:00:00Z') });

const SEED = 35;

it('answers every value at the edge of a column with a pt-BR 400 or a success, never a 5xx, and a refusal stores nothing', async () => {
  const app = t.app;
  const company = await fuzzCompany(app);
  const account = await company.owner({
    method: 'POST',
    url: '/api/accounting/contas',
    payload: ACCOUNT,
  });
  expect(account.statusCode, account.body).toBe(201);
  const options = (await company.owner({ method: 'GET', url: '/api/accounting/opcoes' })).json();
  const lots = await stockUp(company.owner, [{ combustivel: 'jet_a1', quantidade: 1_000 }]);
  const ids: KnownIds = {
    ...Object.fromEntries(Object.entries(company.ids).map(([kind, id]) => [`${kind}_id`, id])),
    operation_id: company.operationId,
    bank_account_id: (account.json() as { id: string }).id,
    lot_id: Object.values(lots)[0]!,
    category_id: (options as { categorias: { id: string }[] }).categorias[0]!.id,
  };
  const session = await fuzzSession(app, t.db, company.cookie, 'digests');
  const only = process.env.FUZZ_ROUTES;
  const routes = fuzzedRoutes(app, only);
  let generated = 0;
  for (const route of routes) {
    const [[, url]] = (await session.paths(route)) as [[string, string]];
    const requests = boundaryRequests(route, url, ids, SEED);
    generated += requests.length;
    for (const request of requests) await session.send(route, request);
    await session.keepOwnerIn(route);
  }

  const typed = schemaColumns.filter((column) =>
    /^(numeric|integer|smallint|bigint|date|varchar)/.test(column.type),
  );
  console.info(
    `fuzz: ${generated} casos de limite gerados (${typed.length} colunas com limites, ${routes.length} rotas), ${session.counts.accepted} aceitos, ${session.failures.length} falhas`,
  );
  if (!only) expect(generated).toBeGreaterThan(500);
  expect(session.failures).toEqual([]);
}, 600_000);
