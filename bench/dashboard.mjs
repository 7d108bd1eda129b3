// Dashboard budgets: with 50 companies × 2,000 operations seeded on a real PostgreSQL, the
// dashboard API under 20 concurrent users, and the dashboard page's LCP in Lighthouse's
// mobile preset (simulated slow 4G and a 4× slower CPU).
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { cpuText, withCpu } from './cpu.mjs';
import { launchChromium, freePort, withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;

/** The next days' flights and documents about to expire, so every part of the page has work. */
async function seedAgenda(client, companyId) {
  await client.query(
    `insert into operations (company_id, ano, sequencia, status, client_id, property_id, aircraft_id, pilot_id, data, hora_inicio)
     select o.company_id, 2027, g, 'agendada', o.client_id, o.property_id, o.aircraft_id, o.pilot_id,
       current_date + (g % 7), '06:00'
     from (select * from operations where company_id = $1 limit 1) o, generate_series(1, 12) g`,
    [companyId],
  );
  await client.query(
    `update aircraft set ca_validade = current_date + 12, cva_validade = current_date - 3 where company_id = $1`,
    [companyId],
  );
}

/** LCP of /dashboard signed in, Lighthouse's default (mobile) settings, median of `runs`. */
async function dashboardLcp(url, cookie, runs = 3) {
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const values = [];
    let score = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${url}/dashboard`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { cookie },
      });
      const { audits, categories, finalDisplayedUrl } = result.lhr;
      if (!finalDisplayedUrl.endsWith('/dashboard'))
        throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not the dashboard`);
      values.push(audits['largest-contentful-paint'].numericValue);
      score = categories.performance.score;
    }
    values.sort((a, b) => a - b);
    return { lcp: values[Math.floor(runs / 2)], score: Math.round(score * 100) };
  } finally {
    await browser.close();
  }
}

export async function dashboardBench() {
  return withServerOnPostgres({}, async (server) => {
    const { seeded, seconds: seedSeconds } = await seedCompanies(server, {
      companies: COMPANIES,
      operations: OPERATIONS,
      more: seedAgenda,
    });
    const cookies = seeded.map((company) => company.cookie);

    // 20 owners of different companies opening their dashboards at once.
    const check = await fetch(`${server.url}/api/dashboard`, { headers: { cookie: cookies[0] } });
    const sample = await check.json();
    if (check.status !== 200 || sample.kpis.length !== 4 || sample.upcoming.length === 0)
      throw new Error(
        `the dashboard answered ${check.status} ${JSON.stringify(sample).slice(0, 200)}`,
      );
    const api = await withCpu(server, () =>
      autocannon({
        url: server.url,
        connections: USERS,
        duration: SECONDS,
        requests: cookies
          .slice(0, USERS)
          .map((cookie) => ({ method: 'GET', path: '/api/dashboard', headers: { cookie } })),
      }),
    );
    const errors = api.errors + api.timeouts + api.non2xx;

    const page = await dashboardLcp(server.url, cookies[0]);
    return [
      {
        metric: `dashboard API, ${USERS} users of different companies, ${SECONDS} s; ${COMPANIES} companies × ${OPERATIONS} operations (seeded in ${seedSeconds} s)`,
        value: `p97.5 ${api.latency.p97_5} ms (p50 ${api.latency.p50} ms) · ${Math.round(api.requests.average)} req/s · ${cpuText(api.cpu)} · ${errors} errors`,
        budget: 'p95 < 50 ms',
        ok: errors === 0 && api.latency.p97_5 < 50,
      },
      {
        metric: '/dashboard LCP, Lighthouse mobile preset (median of 3)',
        value: `${Math.round(page.lcp)} ms (performance score ${page.score})`,
        budget: '< 2500 ms',
        ok: page.lcp < 2500,
      },
    ];
  });
}
