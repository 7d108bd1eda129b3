// Operations budgets: with 50 companies × 2,000 operations seeded on a real PostgreSQL, the
// operations list (filtered, paginated) under 20 concurrent users, and the MAPA report of a
// month with 1,000 operations generated as XLSX and PDF.
import autocannon from 'autocannon';
import pg from 'pg';
import { signUp, withServerOnPostgres } from './lib.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Registers and OPERATIONS operations for one company, in a few set-based statements. */
async function seedCompany(client, companyId) {
  const one = async (text, values) => (await client.query(text, values)).rows[0].id;
  await client.query(`update companies set registro_mapa = 'MT-00123', uf = 'MT' where id = $1`, [
    companyId,
  ]);
  const c = await one(
    `insert into clients (company_id, nome, uf) values ($1, 'Agropecuária Boa Vista', 'MT') returning id`,
    [companyId],
  );
  const p = await one(
    `insert into properties (company_id, client_id, nome, municipio, uf, area_ha, latitude, longitude)
     values ($1, $2, 'Fazenda Santa Rita', 'Sorriso', 'MT', 500, -12.5432, -55.7211) returning id`,
    [companyId, c],
  );
  const a = await one(
    `insert into aircraft (company_id, prefixo, fabricante, modelo) values ($1, 'PR-AGV', 'Air Tractor', 'AT-502B') returning id`,
    [companyId],
  );
  const pi = await one(
    `insert into pilots (company_id, nome, canac) values ($1, 'Carlos Mendes', '123456') returning id`,
    [companyId],
  );
  const ag = await one(
    `insert into technicians (company_id, tipo, nome, crea) values ($1, 'agronomo', 'Ana Souza', 'MT-1') returning id`,
    [companyId],
  );
  const te = await one(
    `insert into technicians (company_id, tipo, nome) values ($1, 'tecnico', 'João Lima') returning id`,
    [companyId],
  );
  const pr = await one(
    `insert into products (company_id, nome_comercial, classe, unidade) values ($1, 'Fox Xpro', 'fungicida', 'L') returning id`,
    [companyId],
  );
  const crop = await one(`select id from crops where company_id = $1 and nome = 'Soja'`, [
    companyId,
  ]);
  const service = await one(
    `select id from services where company_id = $1 and nome = 'Aplicação líquida'`,
    [companyId],
  );
  // Half the operations in October 2026 (concluded: the MAPA month), the rest over the year.
  await client.query(
    `insert into operations (company_id, ano, sequencia, status, client_id, property_id, service_id, crop_id, data,
       hora_inicio, hora_fim, area_ha, volume_calda, altura_voo_m, largura_faixa_m, bico_tipo,
       temperatura_inicio, temperatura_fim, umidade_inicio, umidade_fim, vento_inicio, vento_fim,
       vento_direcao_inicio, vento_direcao_fim, aircraft_id, pilot_id, agronomist_id, technician_id,
       horimetro_inicio, horimetro_fim, concluded_at)
     select $1, 2026, g, case when g <= $10 / 2 or g % 5 > 0 then 'concluida' else 'agendada' end::operation_status,
       $2, $3, $4, $5,
       case when g <= $10 / 2 then date '2026-10-01' + (g % 31) else date '2026-01-01' + (g % 273) end,
       '06:00', '08:00', 50 + (g % 90), 15, 3.5, 18, 'Atomizador rotativo', 22, 27, 70, 60, 5, 8, 'NE', 'L',
       $6, $7, $8, $9, 1000 + g * 2, 1001.5 + g * 2, now()
     from generate_series(1, $10) g`,
    [companyId, c, p, service, crop, a, pi, ag, te, OPERATIONS],
  );
  await client.query(
    `insert into operation_products (company_id, operation_id, product_id, posicao, dose_por_ha, receituario_numero, receituario_data)
     select $1, id, $2, 1, 0.5, 'RA-' || sequencia, date '2026-09-30' from operations where company_id = $1`,
    [companyId, pr],
  );
  return { aircraft: a, client: c };
}

async function timed(url, cookie) {
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - start, bytes };
}

export async function operationsBench() {
  return withServerOnPostgres({}, async (server) => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const seedStart = performance.now();
      let first;
      for (let i = 0; i < COMPANIES; i++) {
        const company = await signUp(
          server.url,
          `Aviação ${i}`,
          `bench-${i}-${Date.now()}@aviacao.com.br`,
        );
        const ids = await seedCompany(client, company.companyId);
        first ??= { ...company, ...ids };
      }
      await client.query('analyze');
      const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(0);

      // A person looking at a period with an aircraft filter, paging through the results.
      const requests = Array.from({ length: 8 }, (_, page) => ({
        method: 'GET',
        path: `/api/operations?de=2026-01-01&ate=2026-12-31&aircraft_id=${first.aircraft}&status=concluida&pagina=${page + 1}`,
      }));
      const list = await autocannon({
        url: server.url,
        connections: 20,
        duration: SECONDS,
        headers: { cookie: first.cookie },
        requests,
      });
      const listErrors = list.errors + list.timeouts + list.non2xx;

      const base = `${server.url}/api/mapa`;
      await timed(`${base}/planilha?ano=2026&mes=10&uf=MT`, first.cookie); // warm-up
      const xlsx = await timed(`${base}/planilha?ano=2026&mes=10&uf=MT`, first.cookie);
      const pdf = await timed(`${base}/pdf?ano=2026&mes=10&uf=MT`, first.cookie);
      const total = xlsx.ms + pdf.ms;
      return [
        {
          metric: `operations list (period + aircraft + status, 8 pages), 20 connections, ${SECONDS} s; ${COMPANIES} companies × ${OPERATIONS} operations (seeded in ${seedSeconds} s)`,
          value: `p97.5 ${list.latency.p97_5} ms (p50 ${list.latency.p50} ms) · ${Math.round(list.requests.average)} req/s · ${listErrors} errors`,
          budget: 'p95 < 50 ms',
          ok: listErrors === 0 && list.latency.p97_5 < 50,
        },
        {
          metric: `MAPA report of a month with ${OPERATIONS / 2} operations: XLSX + PDF over HTTP`,
          value: `${Math.round(total)} ms (XLSX ${Math.round(xlsx.ms)} ms, ${Math.round(xlsx.bytes / 1024)} KB; PDF ${Math.round(pdf.ms)} ms, ${Math.round(pdf.bytes / 1024)} KB)`,
          budget: '< 3000 ms',
          ok: total < 3000,
        },
      ];
    } finally {
      await client.end();
    }
  });
}
