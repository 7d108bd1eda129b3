// Seeding shared by the benchmarks that need a season of operations.
import pg from 'pg';
import { signUp } from './lib.mjs';

/**
 * Registers and `count` operations for one company, in a few set-based statements: half in
 * October 2026 (concluded: the MAPA month), the rest over the year, four in five concluded,
 * each priced at R$ 45,00/ha.
 */
async function seedCompany(client, companyId, count) {
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
  await client.query(
    `insert into operations (company_id, ano, sequencia, status, client_id, property_id, service_id, crop_id, data,
       hora_inicio, hora_fim, area_ha, volume_calda, altura_voo_m, largura_faixa_m, bico_tipo,
       temperatura_inicio, temperatura_fim, umidade_inicio, umidade_fim, vento_inicio, vento_fim,
       vento_direcao_inicio, vento_direcao_fim, aircraft_id, pilot_id, agronomist_id, technician_id,
       horimetro_inicio, horimetro_fim, valor_cents, concluded_at)
     select $1, 2026, g, case when g <= $10 / 2 or g % 5 > 0 then 'concluida' else 'agendada' end::operation_status,
       $2, $3, $4, $5,
       case when g <= $10 / 2 then date '2026-10-01' + (g % 31) else date '2026-01-01' + (g % 273) end,
       '06:00', '08:00', 50 + (g % 90), 15, 3.5, 18, 'Atomizador rotativo', 22, 27, 70, 60, 5, 8, 'NE', 'L',
       $6, $7, $8, $9, 1000 + g * 2, 1001.5 + g * 2, (50 + g % 90) * 4500, now()
     from generate_series(1, $10) g`,
    [companyId, c, p, service, crop, a, pi, ag, te, count],
  );
  await client.query(
    `insert into operation_products (company_id, operation_id, product_id, posicao, dose_por_ha, receituario_numero, receituario_data)
     select $1, id, $2, 1, 0.5, 'RA-' || sequencia, date '2026-09-30' from operations where company_id = $1`,
    [companyId, pr],
  );
  return { aircraft: a, client: c };
}

/**
 * Signs up `companies` companies on the running server and seeds each with `operations`
 * operations (then `more(client, companyId)`, if given), straight into its database. Answers
 * each company's owner cookie and ids, and how long it took.
 */
export async function seedCompanies(server, { companies, operations, more }) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const start = performance.now();
    const seeded = [];
    for (let i = 0; i < companies; i++) {
      const company = await signUp(
        server.url,
        `Aviação ${i}`,
        `bench-${i}-${Date.now()}@aviacao.com.br`,
      );
      const ids = await seedCompany(client, company.companyId, operations);
      await more?.(client, company.companyId);
      seeded.push({ ...company, ...ids });
    }
    await client.query('analyze');
    return { seeded, seconds: ((performance.now() - start) / 1000).toFixed(0) };
  } finally {
    await client.end();
  }
}
