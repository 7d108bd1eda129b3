// Issue 19, item 7, and issue 43, item 5: the budgets as ratios, each side measured in the same
// run on the same machine, so that a 2-core machine shared by server, database and load
// generator can show them. On a throwaway PostgreSQL 15:
// - each area's main read against its own database work replayed with `pg`
//   (bench/sql-replay.mjs), same pool size and concurrency, alternately, ROUNDS times: the
//   operations list's first page (2,000 operations), the accounting titles list (18,000
//   receivables with payments, bench/titles-seed.mjs), the monthly result of the same company,
//   the stock balances (300 products × 10 lots) and one product's lots, a payroll run of 200
//   employees and one employee's holerite; with the server's and the database's CPU a request
//   beside each (BENCH_READS=titles,stock… picks some); first the signed-in floor, `/api/me`
//   against its one statement (the session lookup): what any signed-in request costs beyond its
//   SQL on this machine (Node's HTTP, the guards, the load generator's share of the 2 cores), from
//   which each read shows the ratios it would reach adding nothing to that floor, and its own
//   cost beyond it;
// - logins against the machine's hash-bound ceiling (cores ÷ one scrypt's CPU time);
// - signed webhook deliveries against deliveries refused for their signature;
// and the idle server's resident memory on the embedded database. The server logs at `warn` (no
// line a request); BENCH_LOG_LEVEL=info measures it as production runs (one line a request).
import { scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { deliverTwice, signedEvents, STRIPE_ENV } from './billing.mjs';
import { cpuText, withCpu } from './cpu.mjs';
import { loginLoad } from './identity.mjs';
import { ensureBuilt, loadTest, rssMb, startServer, stopServer } from './lib.mjs';
import { withServerOnPostgres } from './lib.mjs';
import { seedEmployees } from './payroll.mjs';
import { seedCompanies } from './seed.mjs';
import { seedStock } from './stock.mjs';
import { seedReceivables } from './titles-seed.mjs';
import { captureStatements, replayer } from './sql-replay.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 120);
const CONNECTIONS = 20;
const POOL = 10; // src/server/db/database.ts, openPostgres
const READS = process.env.BENCH_READS?.split(',');
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values, digits = 2) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const load = () => os.loadavg()[0].toFixed(1);
const cpuMs = ({ user, system }) => (user + system) / 1000;
const cpuSum = ({ server, database }) => server + database;

/**
 * One read (`path`, as `company`'s owner) against its captured SQL, alternately, ROUNDS times:
 * each round's HTTP and replay rate, p95 and CPU a request. `lookupOnly`: the read's one
 * statement is the session lookup (the signed-in floor, `/api/me`).
 */
async function measureRead(server, company, { label, path, lookupOnly = false }) {
  const headers = { cookie: company.cookie };
  const get = () => fetch(`${server.url}${path}`, { headers });
  // Warm the pools and the server's compiled code (its first round ran slower without this).
  await loadTest({
    url: server.url,
    connections: CONNECTIONS,
    duration: 3,
    headers,
    requests: [{ path }],
  });
  // Three captures, the one with the fewest statements kept: on a busy machine a request the
  // warm-up left queued in the server can still run during a capture (one run caught 35
  // statements for a read of 5), and another request only ever adds statements.
  let captured;
  for (let capture = 0; capture < 3; capture++) {
    const statements = await captureStatements(
      server,
      async () => {
        const res = await get();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        await res.arrayBuffer();
      },
      { lookupOnly },
    );
    if (!captured || statements.company.length < captured.company.length) captured = statements;
  }
  const replay = replayer(server, captured, { companyId: company.companyId, poolSize: POOL });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const loadBefore = load();
    const client = process.cpuUsage(); // the replay's own pg work, which the server does too
    const raw = await withCpu(server, () =>
      replay.run({ connections: CONNECTIONS, seconds: SECONDS }),
    );
    raw.cpu.server = cpuMs(process.cpuUsage(client)) / raw.requests.total;
    const http = await withCpu(server, () =>
      loadTest({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [{ method: 'GET', path }],
      }),
    );
    const errors = raw.errors + http.errors + http.timeouts + http.non2xx;
    rounds.push({ loadBefore, raw, http, errors });
    console.error(
      `  ${label} round ${round + 1} (load ${loadBefore}): raw ${Math.round(raw.requests.average)}/s p95 ${raw.p95.toFixed(1)} ms, ${cpuText(raw.cpu)}; ` +
        `HTTP ${Math.round(http.requests.average)}/s p95 ${http.p95} ms, ${cpuText(http.cpu)}`,
    );
  }
  await replay.close();
  return { rounds, statements: captured.company.length };
}

/** The machine's time a request at saturation, in ms: the inverse of a rate a second. */
const msEach = (rate) => 1000 / rate;
const throughputs = (rounds) => rounds.map((r) => r.http.requests.average / r.raw.requests.average);
const cpuRatios = (rounds) => rounds.map((r) => cpuSum(r.raw.cpu) / cpuSum(r.http.cpu));
const medianOf = (rounds, fn) => median(rounds.map(fn));

/**
 * What a signed-in request costs beyond its SQL on this machine, from `/api/me` (whose one
 * statement is the session lookup): the machine's time a request (the load generator's share
 * included) and the server's and database's CPU a request, each beyond the replay's.
 */
function floorOf({ rounds }) {
  return {
    ms: medianOf(rounds, (r) => msEach(r.http.requests.average) - msEach(r.raw.requests.average)),
    cpu: medianOf(rounds, (r) => cpuSum(r.http.cpu) - cpuSum(r.raw.cpu)),
  };
}

/** The rows of the signed-in floor: a reference for every read after it. */
function floorRows({ rounds }, floor) {
  const throughput = throughputs(rounds);
  const cpu = cpuRatios(rounds);
  const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
  return [
    {
      metric: `signed-in floor: /api/me (the session lookup alone) vs its SQL replayed with pg, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s: what any signed-in read costs beyond its SQL here`,
      value: `throughput ${median(throughput).toFixed(2)} (${range(throughput)}), CPU ratio ${median(cpu).toFixed(2)} (${range(cpu)}) · beyond the SQL: ${floor.ms.toFixed(3)} ms of the machine, ${floor.cpu.toFixed(3)} ms CPU a request · ${errors} errors`,
      budget: 'reference',
      ok: errors === 0,
    },
  ];
}

/**
 * A read's rows: throughput and p95 against its SQL's (the p95 within `p95Budget` ×), the CPU
 * a request beside them, and, from the signed-in `floor`, the ratios a read adding nothing to
 * that floor would show on this machine and what the read costs beyond it.
 */
function readRows({ label, p95Budget = 1.5 }, { rounds, statements }, floor) {
  const throughput = throughputs(rounds);
  const latency = rounds.map((r) => r.http.p95 / r.raw.p95);
  const cpu = cpuRatios(rounds);
  const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
  const detail = rounds
    .map(
      (r) =>
        `${Math.round(r.http.requests.average)}/${Math.round(r.raw.requests.average)} req/s, p95 ${r.http.p95}/${r.raw.p95.toFixed(1)} ms (load ${r.loadBefore})`,
    )
    .join('; ');
  const cpuDetail = rounds
    .map(
      (r) =>
        `HTTP ${r.http.cpu.server.toFixed(2)} + ${r.http.cpu.database.toFixed(2)}, raw ${r.raw.cpu.server.toFixed(2)} + ${r.raw.cpu.database.toFixed(2)}`,
    )
    .join('; ');
  const rows = [
    {
      metric: `${label} vs its SQL replayed with pg (session lookup + ${statements} statement(s)), ${CONNECTIONS} connections, pools of ${POOL}, ${ROUNDS} × ${SECONDS} s alternately: throughput`,
      value: `median ${median(throughput).toFixed(2)} (${range(throughput)}) · HTTP/raw ${detail} · ${errors} errors`,
      budget: '≥ 0.80',
      ok: errors === 0 && median(throughput) >= 0.8,
    },
    {
      metric: `${label} vs its SQL: p95`,
      value: `median ${median(latency).toFixed(2)}× (${range(latency)}×)`,
      budget: `≤ ${p95Budget}×`,
      ok: errors === 0 && median(latency) <= p95Budget,
    },
    {
      metric: `${label} vs its SQL: CPU a request, ms (server or pg client + database), the throughput ratio a CPU-bound machine with the load generator elsewhere would show`,
      value: `median ${median(cpu).toFixed(2)} (${range(cpu)}) · ${cpuDetail}`,
      budget: 'reference',
      ok: true,
    },
  ];
  // The ratios if the read cost the server nothing beyond the signed-in floor.
  const reachable = medianOf(rounds, (r) => {
    const sql = msEach(r.raw.requests.average);
    return sql / (sql + floor.ms);
  });
  const reachableCpu = medianOf(rounds, (r) => cpuSum(r.raw.cpu) / (cpuSum(r.raw.cpu) + floor.cpu));
  const own = medianOf(
    rounds,
    (r) => msEach(r.http.requests.average) - msEach(r.raw.requests.average) - floor.ms,
  );
  const ownCpu = medianOf(rounds, (r) => cpuSum(r.http.cpu) - cpuSum(r.raw.cpu) - floor.cpu);
  rows.push({
    metric: `${label}: the ratios a read adding nothing to the signed-in floor would show on this machine, and the read's own cost beyond that floor`,
    value: `throughput ${reachable.toFixed(2)} (measured ${median(throughput).toFixed(2)}), CPU ratio ${reachableCpu.toFixed(2)} (measured ${median(cpu).toFixed(2)}) · own: ${own.toFixed(3)} ms of the machine, ${ownCpu.toFixed(3)} ms CPU a request`,
    budget: 'reference',
    ok: true,
  });
  return rows;
}

/**
 * The reads each area is judged by, on their own companies: `[label, company, path, p95 budget]`,
 * those BENCH_READS names (all when unset).
 */
async function areaReads(server) {
  const wanted = (name) => !READS || READS.includes(name);
  const reads = [];
  if (wanted('operations')) {
    // Ten companies of 2,000 operations each: the list reads one of them.
    const { seeded } = await seedCompanies(server, { companies: COMPANIES, operations: 2000 });
    reads.push({
      label: 'operations list page 1',
      company: seeded[0],
      path: '/api/operations?pagina=1',
      companies: seeded,
    });
  }
  if (wanted('titles') || wanted('result')) {
    const { seeded } = await seedCompanies(server, {
      companies: 1,
      operations: 0,
      more: seedReceivables,
    });
    if (wanted('titles'))
      reads.push({
        label: 'accounting titles list page 1 (18,000 receivables with payments)',
        company: seeded[0],
        path: '/api/accounting/titulos?lado=receber',
      });
    if (wanted('result'))
      reads.push({
        label: 'monthly result (DRE by competência) of the same company',
        company: seeded[0],
        path: '/api/accounting/resultado?mes=2026-10',
        p95Budget: 2,
      });
  }
  if (wanted('stock')) {
    const { seeded } = await seedCompanies(server, {
      companies: 1,
      operations: 0,
      more: seedStock,
    });
    reads.push({
      label: 'stock balances page 1 (300 products × 10 lots)',
      company: seeded[0],
      path: '/api/stock/saldos',
    });
    // What opening a balance row reads: the first product's lots (issue 43 item 5).
    const balances = await fetch(`${server.url}/api/stock/saldos`, {
      headers: { cookie: seeded[0].cookie },
    });
    const [first] = (await balances.json()).itens;
    reads.push({
      label: "stock: a product's lots, page 1 (10 lots)",
      company: seeded[0],
      path: `/api/stock/produtos/${first.product_id}/lotes`,
    });
  }
  if (wanted('payroll')) {
    const { seeded } = await seedCompanies(server, {
      companies: 1,
      operations: 0,
      more: seedEmployees,
    });
    const headers = { cookie: seeded[0].cookie, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/hr/tabelas`, { headers }); // seeds the company's tables
    const created = await fetch(`${server.url}/api/hr/folhas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tipo: 'mensal', competencia: '2026-10' }),
    });
    if (created.status !== 201) throw new Error(`the payroll run answered ${created.status}`);
    const { id, itens } = await created.json();
    reads.push({
      label: 'payroll run of 200 employees',
      company: seeded[0],
      path: `/api/hr/folhas/${id}`,
    });
    // What opening an employee's row reads: the holerite (issue 43 item 5).
    reads.push({
      label: "payroll run: one employee's holerite",
      company: seeded[0],
      path: `/api/hr/folhas/${id}/itens/${itens[0].id}`,
    });
  }
  return reads;
}

/** Logins a second against cores ÷ the CPU time of one scrypt at better-auth's cost. */
async function loginRatio(server, email) {
  const hashes = 10;
  const before = process.cpuUsage();
  for (let i = 0; i < hashes; i++)
    scryptSync('Segredo#2026', `salt-${i}`, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 2 ** 20 });
  const spent = process.cpuUsage(before);
  const hashMs = cpuMs(spent) / hashes;
  const ceiling = (os.cpus().length * 1000) / hashMs;
  const loadBefore = load();
  const { latencies, errors, cpu } = await withCpu(server, async () => {
    const logins = await loginLoad(server.url, email, SECONDS);
    return { ...logins, requests: { total: logins.latencies.length } };
  });
  const perSecond = latencies.length / SECONDS;
  const ratio = perSecond / ceiling;
  const login = {
    metric: `one login's CPU (server + database) vs one scrypt's: the ratio to the ceiling with the machine to itself`,
    value: `${(hashMs / cpuSum(cpu)).toFixed(2)} (${cpuText(cpu)})`,
    budget: 'reference',
    ok: true,
  };
  return [
    {
      metric: `logins (captcha + sign-in), 10 concurrent users, ${SECONDS} s, vs ${os.cpus().length} cores ÷ one scrypt's CPU time`,
      value: `${ratio.toFixed(2)} (${perSecond.toFixed(1)} logins/s; scrypt ${hashMs.toFixed(0)} ms CPU → ceiling ${ceiling.toFixed(1)}/s; load ${loadBefore}) · ${errors} errors`,
      budget: '≥ 0.85',
      ok: errors === 0 && ratio >= 0.85,
    },
    login,
  ];
}

/** Signed deliveries (each twice) against as many refused for a foreign secret, alternately. */
async function webhookRatio(server, companies) {
  const ratios = [];
  const detail = [];
  const cpu = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const loadBefore = load();
    const first = round * EVENTS;
    const foreign = signedEvents(companies, EVENTS, { secret: 'whsec_someone_else', first });
    const refused = await withCpu(server, () => deliverTwice(server.url, foreign));
    const events = signedEvents(companies, EVENTS, { first });
    const signed = await withCpu(server, () => deliverTwice(server.url, events));
    cpu.push(`${cpuSum(signed.cpu).toFixed(2)}/${cpuSum(refused.cpu).toFixed(2)}`);
    errors += refused.latencies.length - (refused.statuses[400] ?? 0);
    errors += signed.latencies.length - (signed.statuses[200] ?? 0);
    ratios.push(signed.p95 / refused.p95);
    detail.push(`${signed.p95.toFixed(1)}/${refused.p95.toFixed(1)} ms (load ${loadBefore})`);
  }
  return {
    metric: `webhook deliveries (${EVENTS} signed events, each twice) vs refused for the signature, 20 connections, ${ROUNDS} rounds: p95`,
    value: `median ${median(ratios).toFixed(2)}× (${range(ratios)}×) · signed/refused ${detail.join('; ')} · CPU a delivery (server + database) ${cpu.join('; ')} ms · ${errors} unexpected statuses`,
    budget: '≤ 2×',
    ok: errors === 0 && median(ratios) <= 2,
  };
}

/** Starts the server on a new embedded database, restarts it warm, reads RSS after idling. */
async function idleServer() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'agrovoo-bench-'));
  // The first start creates and migrates the database: slow on a busy machine.
  const created = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
  await stopServer(created.child);
  const server = await startServer({ DATA_DIR: dataDir });
  for (const path of ['/', '/api/health', '/entrar']) await (await fetch(server.url + path)).text();
  const idle = new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  return {
    async rss() {
      await idle;
      const mb = rssMb(server.child.pid);
      const loadNow = load();
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
      return {
        metric: `server process (node, not npm) with the embedded database, resident after ${IDLE_SECONDS} s idle`,
        value: `${mb.toFixed(0)} MB (load ${loadNow})`,
        budget: '≤ 220 MB',
        ok: mb <= 220,
      };
    },
  };
}

export async function ratiosBench() {
  ensureBuilt();
  // Idle while the PostgreSQL measurements run: resident memory does not depend on others' CPU.
  const idle = await idleServer();
  const env = { ...STRIPE_ENV, ...(LOG_LEVEL && { LOG_LEVEL }) };
  const rows = await withServerOnPostgres(env, async (server) => {
    const reads = await areaReads(server);
    // The signed-in floor first, as the first read's company: every read's reference.
    const measuredFloor = await measureRead(server, reads[0].company, {
      label: 'signed-in floor',
      path: '/api/me',
      lookupOnly: true,
    });
    const floor = floorOf(measuredFloor);
    const ratios = floorRows(measuredFloor, floor);
    for (const read of reads)
      ratios.push(...readRows(read, await measureRead(server, read.company, read), floor));
    if (READS) return ratios;
    const seeded = reads[0].companies;
    const { user } = await (
      await fetch(`${server.url}/api/me`, { headers: { cookie: seeded[0].cookie } })
    ).json();
    return [
      ...ratios,
      ...(await loginRatio(server, user.email)),
      await webhookRatio(
        server,
        seeded.map((s) => s.companyId),
      ),
    ];
  });
  return [...rows, await idle.rss()];
}
