// Stock budget (issue 14): with a company holding 300 products × 10 lots and 50,000 movements
// on a real PostgreSQL, the balances API under 20 concurrent users against the raw SQL of the
// same read, both measured in this run: p95 within 2×.
import pg from 'pg';
import { cpuText, withCpu } from './cpu.mjs';
import { loadTest, percentile, signUp, withServerOnPostgres } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 300);
const LOTS = 10;
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;

/** Products, one supplier, an NF per 10 products, their lots, settings and the ledger. */
export async function seedStock(client, companyId) {
  const run = (text) => client.query(text, [companyId]);
  await run(
    `insert into products (company_id, nome_comercial, classe, unidade)
     select $1, 'Produto ' || lpad(g::text, 3, '0'), 'fungicida', 'L' from generate_series(1, ${PRODUCTS}) g`,
  );
  await run(
    `insert into stock_suppliers (company_id, nome, cnpj) values ($1, 'Agro Insumos Sorriso Ltda.', '11222333000181')`,
  );
  await run(
    `insert into stock_entries (company_id, supplier_id, nf_numero, nf_serie, nf_data, total_cents)
     select $1, (select id from stock_suppliers where company_id = $1), g::text, '1',
       date '2026-01-05' + g, 0
     from generate_series(1, ${PRODUCTS / 10}) g`,
  );
  // Lot n of product p comes in by NF ceil(p / 10); 100 L each, expiring over the next years.
  await run(
    `insert into stock_lots (company_id, entry_id, product_id, lote, fabricacao, validade,
       quantidade_inicial, saldo, unidade, custo_unitario_cents)
     select $1, e.id, p.id, 'L' || p.n || '-' || l, date '2026-01-01', date '2026-12-01' + (p.n * 7 + l * 31)::int,
       100, 100, 'L', 4000 + l * 100
     from (select id, row_number() over (order by nome_comercial) as n from products where company_id = $1) p
     join (select id, nf_numero::int as nf from stock_entries where company_id = $1) e
       on e.nf = (p.n + 9) / 10,
     generate_series(1, ${LOTS}) l`,
  );
  await run(
    `insert into stock_settings (company_id, product_id, minimo)
     select $1, id, 500 from products where company_id = $1`,
  );
  await run(
    `insert into stock_movements (company_id, product_id, lot_id, kind, quantity, unit, valor_cents)
     select $1, product_id, id, 'entrada', quantidade_inicial, unidade, 100 * custo_unitario_cents
     from stock_lots where company_id = $1`,
  );
  // The rest of the ledger: inventory counts of half a litre, spread over the lots.
  await run(
    `with lots as (select id, product_id, row_number() over (order by id) - 1 as n,
         count(*) over () as total from stock_lots where company_id = $1)
     insert into stock_movements (company_id, product_id, lot_id, kind, quantity, unit, motivo, reason)
     select $1, lots.product_id, lots.id, 'ajuste', -0.5, 'L', 'inventario', 'Contagem mensal'
     from generate_series(0, ${MOVEMENTS} - (select count(*) from lots) - 1) g
     join lots on lots.n = g % lots.total`,
  );
  await run(
    `update stock_lots l set saldo = l.quantidade_inicial + m.adjusted
     from (select lot_id, sum(quantity) filter (where kind = 'ajuste') as adjusted
           from stock_movements where company_id = $1 group by lot_id) m
     where m.lot_id = l.id`,
  );
  await client.query('analyze');
}

/**
 * The same read as GET /api/stock/saldos (server/stock/balances.ts), as its four statements —
 * every lot's figures, the settings, the products named, the first page's lots in full — by
 * `USERS` clients for `SECONDS` s: the floor the route's time is held against.
 */
async function rawRead(databaseUrl, companyId) {
  const statements = [
    `select product_id, combustivel, saldo, custo_unitario_cents, validade
     from stock_lots where company_id = $1 and saldo > 0`,
    `select * from stock_settings where company_id = $1`,
    `select id, nome_comercial, classe, unidade from products
     where company_id = $1 and id in (select product_id from stock_settings where company_id = $1)`,
    `select l.*, p.nome_comercial, e.nf_numero, s.nome
     from stock_lots l join stock_entries e on e.id = l.entry_id
       join stock_suppliers s on s.id = e.supplier_id left join products p on p.id = l.product_id
     where l.company_id = $1 and l.saldo > 0 and l.product_id in
       (select id from products where company_id = $1 order by nome_comercial limit 20)
     order by l.validade asc nulls last, l.id`,
  ];
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        while (performance.now() < until) {
          const start = performance.now();
          for (const text of statements) await client.query(text, [companyId]);
          times.push(performance.now() - start);
        }
      } finally {
        await client.end();
      }
    }),
  );
  return { p95: percentile(times, 95), perSecond: times.length / SECONDS };
}

export async function stockBench() {
  return withServerOnPostgres({}, async (server) => {
    const company = await signUp(
      server.url,
      'Aviação Estoque',
      `bench-estoque-${Date.now()}@aviacao.com.br`,
    );
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const started = performance.now();
    try {
      await seedStock(client, company.companyId);
    } finally {
      await client.end();
    }
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(0);

    const check = await fetch(`${server.url}/api/stock/saldos`, {
      headers: { cookie: company.cookie },
    });
    const sample = await check.json();
    if (check.status !== 200 || sample.total !== PRODUCTS || sample.itens.length !== 20)
      throw new Error(
        `the balances answered ${check.status} ${JSON.stringify(sample).slice(0, 200)}`,
      );

    const api = await withCpu(server, () =>
      loadTest({
        url: server.url,
        connections: USERS,
        duration: SECONDS,
        headers: { cookie: company.cookie },
        requests: [{ method: 'GET', path: '/api/stock/saldos' }],
      }),
    );
    const raw = await rawRead(server.databaseUrl, company.companyId);
    const errors = api.errors + api.timeouts + api.non2xx;
    const ratio = api.p95 / raw.p95;
    return [
      {
        metric: `balances API (/api/stock/saldos, first page of 20 items), ${USERS} users, ${SECONDS} s; ${PRODUCTS} products × ${LOTS} lots, ${MOVEMENTS} movements (seeded in ${seedSeconds} s)`,
        value: `p95 ${api.p95} ms (p50 ${api.latency.p50} ms) · ${Math.round(api.requests.average)} req/s · ${cpuText(api.cpu)} · ${errors} errors; raw SQL of the same read p95 ${raw.p95.toFixed(1)} ms · ${Math.round(raw.perSecond)} reads/s → ${ratio.toFixed(2)}×`,
        budget: 'p95 ≤ 2 × raw SQL',
        ok: errors === 0 && ratio <= 2,
      },
    ];
  });
}
