// Accounting budget (issues 15 and 37): a company with 5 years of data (20,000 operations,
// 30,000 payables) on a real PostgreSQL; the DRE by competência (each month reads 3 years: the
// year before's months and their RBT12) and the margins per aircraft under 20 concurrent users
// against the raw SQL of the same read, both measured in this run: p95 within 2×.
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { cpuText, withCpu } from './cpu.mjs';
import { loadTest, percentile, withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 20_000);
const PAYABLES = Number(process.env.BENCH_PAYABLES ?? 30_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;
const DAYS = 1826; // 2022-01-01 to 2026-12-31

/** Months of 2025 and 2026 the monthly result is asked for, and the seasons of the margins. */
const MONTHS = Array.from(
  { length: 12 },
  (_, i) => `202${5 + (i % 2)}-${String(i + 1).padStart(2, '0')}`,
);
const SEASONS = ['2023', '2024', '2025', '2026'].map((year) => ({
  de: `${year}-01`,
  ate: `${year}-12`,
}));

/**
 * Five years of a company, in set-based SQL: 3 aircraft; operations spread over the days, nine
 * in ten concluded, each with its product and fuel consumed at lot cost and its receivable; and
 * payables over the same days in every expense category (maintenance, parts and insurance tied
 * to an aircraft), each with one installment.
 */
async function seedYears(client, companyId) {
  const run = (text) => client.query(text, [companyId]);
  await run(
    `insert into aircraft (company_id, prefixo, fabricante, modelo)
     values ($1, 'PR-IPA', 'Embraer', 'EMB-202'), ($1, 'PR-ATX', 'Air Tractor', 'AT-802')`,
  );
  // Each aircraft depreciates (the DRE's cost of services).
  await run(
    `update aircraft set custo_aquisicao_cents = 400000000, data_aquisicao = date '2021-06-15'
     where company_id = $1`,
  );
  await run(
    `insert into operations (company_id, ano, sequencia, status, client_id, property_id, service_id,
       crop_id, data, area_ha, aircraft_id, pilot_id, horimetro_inicio, horimetro_fim, valor_cents)
     select $1, extract(year from d)::int, 100000 + g,
       case when g % 10 = 0 then 'agendada' else 'concluida' end::operation_status,
       (select id from clients where company_id = $1), (select id from properties where company_id = $1),
       (select id from services where company_id = $1 and nome = 'Aplicação líquida'),
       (select id from crops where company_id = $1 and nome = 'Soja'), d, 50 + g % 90,
       (select id from aircraft where company_id = $1 order by prefixo offset g % 3 limit 1),
       (select id from pilots where company_id = $1), 1000 + g * 2, 1001.5 + g * 2, (50 + g % 90) * 4500
     from generate_series(1, ${OPERATIONS}) g,
       lateral (select date '2022-01-01' + (g * ${DAYS} / ${OPERATIONS}) as d) day`,
  );
  await run(
    `insert into stock_movements (company_id, product_id, combustivel, kind, quantity, unit, valor_cents, operation_id)
     select $1, case when k = 1 then (select id from products where company_id = $1) end,
       case when k = 2 then 'jet_a1'::fuel end, 'consumo', -10, 'L', -(k * 20000 + o.sequencia % 1000), o.id
     from operations o, generate_series(1, 2) k
     where o.company_id = $1 and o.status = 'concluida'`,
  );
  await run(
    `insert into finance_titles (company_id, lado, origem, descricao, category_id, client_id, competencia, total_cents)
     select $1, 'receber', 'operacao', 'Operação ' || o.sequencia,
       (select id from finance_categories where company_id = $1 and chave = 'servicos'), o.client_id, o.data, o.valor_cents
     from operations o where o.company_id = $1 and o.status = 'concluida'`,
  );
  await run(
    `with categories as (
       select id, chave, row_number() over (order by chave) - 1 as n, count(*) over () as total
       from finance_categories where company_id = $1 and tipo = 'despesa')
     insert into finance_titles (company_id, lado, origem, descricao, category_id, aircraft_id, competencia, total_cents)
     select $1, 'pagar', 'manual', 'Conta ' || g, c.id,
       case when c.chave in ('manutencao', 'pecas', 'seguro')
         then (select id from aircraft where company_id = $1 order by prefixo offset g % 3 limit 1) end,
       date '2022-01-01' + (g * ${DAYS} / ${PAYABLES}), 10000 + (g * 37) % 500000
     from generate_series(1, ${PAYABLES}) g join categories c on c.n = g % c.total`,
  );
  await run(
    `insert into finance_installments (company_id, title_id, numero, vencimento, valor_cents)
     select $1, id, 1, competencia + 30, total_cents from finance_titles where company_id = $1`,
  );
}

const dialect = new PgDialect();

/**
 * The route's own statement (built by the same function the server uses), prepared, sent by
 * `USERS` clients for `SECONDS` s, cycling through the same arguments as the API load; each
 * client runs as the API does, as the tenant role with the company set (under its row-level
 * policies: the database's owner would skip them, and so would plan the read differently).
 */
async function rawRead(databaseUrl, companyId, statements) {
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        `select set_config('role', 'agrovoo_tenant', false), set_config('app.company_id', $1, false)`,
        [companyId],
      );
      try {
        for (let i = user; performance.now() < until; i++) {
          const { name, text, values } = statements[i % statements.length];
          const start = performance.now();
          await client.query({ name, text, values });
          times.push(performance.now() - start);
        }
      } finally {
        await client.end();
      }
    }),
  );
  return { p95: percentile(times, 95), perSecond: times.length / SECONDS };
}

const prepared = (query, i) => {
  const { sql: text, params: values } = dialect.sqlToQuery(query);
  return { name: `bench_${i}_${text.length}`, text, values };
};

export async function accountingBench() {
  return withServerOnPostgres({}, async (server) => {
    // The statements as the server builds them (dist/ exists once the server is up).
    const { aircraftMarginsSql } =
      await import('../dist/server/server/accounting/aircraft-margins.js');
    const { dreSourcesSql } = await import('../dist/server/server/accounting/dre-sql.js');
    // The DRE's statement for a month: its categories from 12 months before the year before's
    // January (the RBT12), its stock cost and its payments' charges from that January.
    const dreSql = (companyId, mes) => {
      const year = Number(mes.slice(0, 4)) - 1;
      const to = new Date(Date.UTC(year + 1, Number(mes.slice(5, 7)), 1))
        .toISOString()
        .slice(0, 10);
      return dreSourcesSql(companyId, `${year - 1}-01-01`, `${year}-01-01`, to);
    };
    const { seeded, seconds } = await seedCompanies(server, {
      companies: 1,
      operations: 0,
      more: seedYears,
    });
    const [company] = seeded;
    const reads = [
      {
        label: 'DRE by competência (/api/accounting/resultado, 12 months in turn)',
        paths: MONTHS.map((mes) => `/api/accounting/resultado?mes=${mes}`),
        statements: MONTHS.map((mes, i) => prepared(dreSql(company.companyId, mes), i)),
      },
      {
        label: 'margins per aircraft (/api/accounting/aeronaves, a year, 4 years in turn)',
        paths: SEASONS.map((s) => `/api/accounting/aeronaves?de=${s.de}&ate=${s.ate}`),
        statements: SEASONS.map((s, i) =>
          prepared(aircraftMarginsSql(company.companyId, s.de, s.ate), 100 + i),
        ),
      },
    ];
    const rows = [];
    for (const read of reads) {
      const check = await fetch(`${server.url}${read.paths.at(-1)}`, {
        headers: { cookie: company.cookie },
      });
      if (check.status !== 200)
        throw new Error(`${read.paths.at(-1)} answered ${check.status} ${await check.text()}`);
      const api = await withCpu(server, () =>
        loadTest({
          url: server.url,
          connections: USERS,
          duration: SECONDS,
          headers: { cookie: company.cookie },
          requests: read.paths.map((path) => ({ method: 'GET', path })),
        }),
      );
      const raw = await rawRead(server.databaseUrl, company.companyId, read.statements);
      const errors = api.errors + api.timeouts + api.non2xx;
      const ratio = api.p95 / raw.p95;
      rows.push({
        metric: `${read.label}, ${USERS} users, ${SECONDS} s; ${OPERATIONS} operations, ${PAYABLES} payables over 5 years (seeded in ${seconds} s)`,
        value: `p95 ${api.p95} ms (p50 ${api.latency.p50} ms) · ${Math.round(api.requests.average)} req/s · ${cpuText(api.cpu)} · ${errors} errors; raw SQL of the same read p95 ${raw.p95.toFixed(1)} ms · ${Math.round(raw.perSecond)} reads/s → ${ratio.toFixed(2)}×`,
        budget: 'p95 ≤ 2 × raw SQL',
        ok: errors === 0 && ratio <= 2,
      });
    }
    return rows;
  });
}
