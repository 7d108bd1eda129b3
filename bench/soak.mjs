// Soak (issue 19, item 5): SOAK_USERS (50) people of SOAK_COMPANIES (10) companies, each logged
// in once, loop for SOAK_MINUTES (10) over a mix of reads (lists, dashboard, reports, PDFs) and
// writes (operations, proposals) with think-time, through Debian's nginx in front of two
// instances of the built server on one throwaway PostgreSQL. Budget: no errors, p95 recorded per
// kind, and each instance's resident memory flat (the last sample within 10 % of minute 2's).
import os from 'node:os';
import pg from 'pg';
import { startNginx } from '../scripts/nginx.mjs';
import { percentile, rssMb, withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const COMPANIES = Number(process.env.SOAK_COMPANIES ?? 10);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1500); // mean; uniform 0–2× this
const SAMPLE_SECONDS = 30;
const PASSWORD = 'Segredo#2026';

/** What a person does, with how often (weights), as `(user) → { method, path, body? }`. */
const MIX = [
  ['operations list', 25, () => ({ path: `/api/operations?pagina=${1 + rand(4)}` })],
  ['operation detail', 10, (u) => ({ path: `/api/operations/${pick(u.company.operations)}` })],
  ['dashboard', 10, () => ({ path: '/api/dashboard' })],
  ['proposals list', 8, () => ({ path: '/api/proposals' })],
  [
    'operation report PDF',
    8,
    (u) => ({ path: `/api/operations/${pick(u.company.operations)}/relatorio.pdf` }),
  ],
  ['proposal PDF', 6, (u) => ({ path: `/api/proposals/${pick(u.proposals)}/proposta.pdf` })],
  ['MAPA report XLSX', 3, () => ({ path: '/api/mapa/planilha?ano=2026&mes=10&uf=MT' })],
  ['MAPA report PDF', 2, () => ({ path: '/api/mapa/pdf?ano=2026&mes=10&uf=MT' })],
  ['operation written', 16, (u) => ({ method: 'POST', path: '/api/operations', body: op(u) })],
  ['proposal written', 12, (u) => ({ method: 'POST', path: '/api/proposals', body: offer(u) })],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

const rand = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[rand(list.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const op = (u) => ({
  client_id: u.company.client,
  property_id: u.company.property,
  aircraft_id: u.company.aircraft,
  data: inDays(-rand(30)),
  area_ha: 20 + rand(200),
  observacoes: 'Aplicação registrada durante o teste de resistência.',
});
const offer = (u) => ({
  client_id: u.company.client,
  validade: inDays(30),
  linhas: [
    {
      descricao: 'Aplicação aérea de fungicida',
      unidade: 'ha',
      quantidade: 150,
      preco_unitario_cents: 4500,
    },
  ],
});

function chooseKind(user) {
  let roll = rand(TOTAL_WEIGHT);
  for (const entry of MIX) {
    roll -= entry[1];
    if (roll < 0) return entry[0] === 'proposal PDF' && !user.proposals.length ? MIX.at(-1) : entry;
  }
}

/** A login as a person does it (a captcha, then the form); answers the session cookie. */
async function logIn(url, email) {
  const captcha = await (await fetch(`${url}/api/auth/captcha`)).json();
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      captchaId: captcha.id,
      captchaCode: 'TESTE',
    }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Each company's owner e-mail and the ids its people's requests use. */
async function companiesOf(server, seeded) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const one = async (text, values) => (await client.query(text, values)).rows;
    const companies = [];
    for (const s of seeded) {
      const [{ email }] = await one(
        `select u.email from users u join profiles p on p.user_id = u.id where p.company_id = $1`,
        [s.companyId],
      );
      const [{ id: property }] = await one(`select id from properties where company_id = $1`, [
        s.companyId,
      ]);
      const operations = await one(
        `select id from operations where company_id = $1 order by random() limit 100`,
        [s.companyId],
      );
      companies.push({ ...s, email, property, operations: operations.map((r) => r.id) });
    }
    return companies;
  } finally {
    await client.end();
  }
}

/** One person's loop until `until`: think, then one request of the mix; results in `stats`. */
async function person(url, user, until, stats) {
  while (performance.now() < until) {
    await sleep(Math.random() * 2 * THINK_MS);
    const [kind, , build] = chooseKind(user);
    const { method = 'GET', path, body } = build(user);
    const stat = (stats[kind] ??= { times: [], errors: 0, samples: [] });
    const start = performance.now();
    try {
      const res = await fetch(url + path, {
        method,
        headers: { cookie: user.cookie, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
      });
      const bytes = await res.arrayBuffer();
      if (res.status >= 400)
        throw new Error(
          `${method} ${path} → ${res.status} ${Buffer.from(bytes).toString().slice(0, 200)}`,
        );
      stat.times.push(performance.now() - start);
      if (kind === 'proposal written')
        user.proposals.push(JSON.parse(Buffer.from(bytes)).proposal.id);
    } catch (error) {
      stat.errors++;
      if (stat.samples.length < 3) stat.samples.push(error.message);
    }
  }
}

export async function soakBench() {
  const env = { TRUST_PROXY: '127.0.0.1' };
  return withServerOnPostgres(
    env,
    async (server) => {
      const { seeded, seconds } = await seedCompanies(server, {
        companies: COMPANIES,
        operations: 2000,
      });
      const companies = await companiesOf(server, seeded);
      const nginx = await startNginx({ upstreams: server.instances.map((i) => i.url) });
      try {
        const users = [];
        for (let i = 0; i < USERS; i++) {
          const company = companies[i % COMPANIES];
          users.push({ company, proposals: [], cookie: await logIn(nginx.url, company.email) });
        }
        console.error(`  seeded in ${seconds} s; ${USERS} users logged in; soaking ${MINUTES} min`);
        const started = performance.now();
        const samples = [];
        const sample = () => {
          const at = Math.round((performance.now() - started) / 1000);
          const rss = server.instances.map((i) => rssMb(i.pid));
          samples.push({ at, rss, load: os.loadavg()[0] });
          console.error(
            `  ${at} s: RSS ${rss.map((mb) => mb.toFixed(0)).join(' + ')} MB, load ${os.loadavg()[0].toFixed(1)}`,
          );
        };
        const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
        const stats = {};
        const until = started + MINUTES * 60_000;
        await Promise.all(users.map((user) => person(nginx.url, user, until, stats)));
        clearInterval(sampler);
        sample();
        const elapsed = (performance.now() - started) / 1000;
        return report({ stats, samples, elapsed });
      } finally {
        await nginx.stop();
      }
    },
    { instances: 2 },
  );
}

function report({ stats, samples, elapsed }) {
  const kinds = Object.entries(stats).sort(([a], [b]) => a.localeCompare(b));
  const requests = kinds.reduce((sum, [, s]) => sum + s.times.length + s.errors, 0);
  const errors = kinds.reduce((sum, [, s]) => sum + s.errors, 0);
  for (const [kind, s] of kinds) for (const text of s.samples) console.error(`  ${kind}: ${text}`);
  const reference = samples.reduce((best, s) =>
    Math.abs(s.at - Math.min(120, elapsed / 2)) < Math.abs(best.at - Math.min(120, elapsed / 2))
      ? s
      : best,
  );
  const last = samples.at(-1);
  const drift = last.rss.map((mb, i) => mb / reference.rss[i] - 1);
  const loads = samples.map((s) => s.load);
  // One sample falls anywhere on the garbage collector's sawtooth: the medians of the samples
  // in the run's second and third tenths and in its last fifth show a trend.
  const medianRss = (from, to) =>
    [0, 1].map((i) => {
      const values = samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.rss[i]);
      return percentile(values, 50).toFixed(0);
    });
  const early = medianRss(elapsed * 0.1, elapsed * 0.3);
  const late = medianRss(elapsed * 0.8, elapsed);
  return [
    ...kinds.map(([kind, s]) => ({
      metric: `${kind} (${s.times.length + s.errors} requests)`,
      value: `p95 ${Math.round(percentile(s.times, 95))} ms (p50 ${Math.round(percentile(s.times, 50))} ms) · ${s.errors} errors`,
      budget: '0 errors, p95 recorded',
      ok: s.errors === 0,
    })),
    {
      metric: `all: ${USERS} users of ${COMPANIES} companies, ${MINUTES} min, think-time 0–${(THINK_MS * 2) / 1000} s, nginx + 2 instances`,
      value: `${requests} requests · ${(requests / elapsed).toFixed(1)} req/s · ${errors} errors · load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      budget: '0 errors',
      ok: errors === 0,
    },
    {
      metric: `instances' RSS, every ${SAMPLE_SECONDS} s (${reference.at} s → ${last.at} s)`,
      value: `${reference.rss.map((mb) => mb.toFixed(0)).join(' + ')} → ${last.rss.map((mb) => mb.toFixed(0)).join(' + ')} MB (${drift.map((d) => `${d >= 0 ? '+' : ''}${(d * 100).toFixed(1)} %`).join(', ')}); series ${samples.map((s) => s.rss.map((mb) => mb.toFixed(0)).join('+')).join(' ')}`,
      budget: 'within 10 % of minute 2',
      ok: drift.every((d) => Math.abs(d) <= 0.1),
    },
    {
      metric: `instances' RSS, median of the samples in ${Math.round(elapsed * 0.1)}–${Math.round(elapsed * 0.3)} s → in the last fifth`,
      value: `${early.join(' + ')} → ${late.join(' + ')} MB`,
      budget: 'reference',
      ok: true,
    },
  ];
}
