// Operations budgets: with 50 companies × 2,000 operations seeded on a real PostgreSQL, the
// operations list (filtered, paginated) under 20 concurrent users, and the MAPA report of a
// month with 1,000 operations generated as XLSX and PDF.
import { cpuText, withCpu } from './cpu.mjs';
import { loadTest, withServerOnPostgres } from './lib.mjs';
import { seedCompanies } from './seed.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function timed(url, cookie) {
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - start, bytes };
}

export async function operationsBench() {
  return withServerOnPostgres({}, async (server) => {
    const { seeded, seconds: seedSeconds } = await seedCompanies(server, {
      companies: COMPANIES,
      operations: OPERATIONS,
    });
    const first = seeded[0];

    // A person looking at a period with an aircraft filter, paging through the results.
    const requests = Array.from({ length: 8 }, (_, page) => ({
      method: 'GET',
      path: `/api/operations?de=2026-01-01&ate=2026-12-31&aircraft_id=${first.aircraft}&status=concluida&pagina=${page + 1}`,
    }));
    const list = await withCpu(server, () =>
      loadTest({
        url: server.url,
        connections: 20,
        duration: SECONDS,
        headers: { cookie: first.cookie },
        requests,
      }),
    );
    const listErrors = list.errors + list.timeouts + list.non2xx;

    const base = `${server.url}/api/mapa`;
    await timed(`${base}/planilha?ano=2026&mes=10&uf=MT`, first.cookie); // warm-up
    const xlsx = await timed(`${base}/planilha?ano=2026&mes=10&uf=MT`, first.cookie);
    const pdf = await timed(`${base}/pdf?ano=2026&mes=10&uf=MT`, first.cookie);
    const total = xlsx.ms + pdf.ms;
    return [
      {
        metric: `operations list (period + aircraft + status, 8 pages), 20 connections, ${SECONDS} s; ${COMPANIES} companies × ${OPERATIONS} operations (seeded in ${seedSeconds} s)`,
        value: `p95 ${list.p95} ms (p50 ${list.latency.p50}, p97.5 ${list.latency.p97_5} ms) · ${Math.round(list.requests.average)} req/s · ${cpuText(list.cpu)} · ${listErrors} errors`,
        budget: 'p95 < 50 ms',
        ok: listErrors === 0 && list.p95 < 50,
      },
      {
        metric: `MAPA report of a month with ${OPERATIONS / 2} operations: XLSX + PDF over HTTP`,
        value: `${Math.round(total)} ms (XLSX ${Math.round(xlsx.ms)} ms, ${Math.round(xlsx.bytes / 1024)} KB; PDF ${Math.round(pdf.ms)} ms, ${Math.round(pdf.bytes / 1024)} KB)`,
        budget: '< 3000 ms',
        ok: total < 3000,
      },
    ];
  });
}
