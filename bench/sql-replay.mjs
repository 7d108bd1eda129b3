// The database work of one HTTP request, captured from PostgreSQL's own log and replayed with
// `pg` under load: the floor a route's throughput and latency are compared with (issue 19, item
// 7). What is replayed is exactly what the server sent — the same text, statement names and
// parameters — not a hand-written copy that could drift from the server's query builders.
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import { percentile } from './lib.mjs';

const TENANT_ROLE = 'agrovoo_tenant'; // src/server/db/tenant.ts
const SESSION_LOOKUP = 'identity_by_session_token'; // src/server/identity/session-reader.ts
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Entries of a PostgreSQL log written with the default prefix ('%m [%p] '). */
function logEntries(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const start = /^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[(\d+)\] (\w+): {2}(.*)$/.exec(line);
    if (start) entries.push({ pid: Number(start[1]), level: start[2], text: start[3] });
    else if (entries.length) entries.at(-1).text += `\n${line.replace(/^\t/, '')}`;
  }
  return entries;
}

/** '$1 = 'a''b', $2 = NULL' → ["a'b", null] */
function parameters(detail) {
  const values = [];
  for (const [, n, literal, value] of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g))
    values[Number(n) - 1] = literal === 'NULL' ? null : value.replaceAll("''", "'");
  return values;
}

/** The statements logged by `log_statement = 'all'`, in order, with their parameters. */
function statementsOf(entries, skipPid) {
  const statements = [];
  for (const entry of entries) {
    if (entry.pid === skipPid) continue;
    if (entry.level === 'DETAIL' && entry.text.startsWith('parameters: ')) {
      const owner = statements.findLast((s) => s.pid === entry.pid);
      if (owner) owner.values = parameters(entry.text.slice('parameters: '.length));
      continue;
    }
    if (entry.level !== 'LOG') continue;
    const executed = /^execute (\S+?): ([\s\S]*)$/.exec(entry.text);
    const simple = /^statement: ([\s\S]*)$/.exec(entry.text);
    if (!executed && !simple) continue;
    const name = executed && executed[1] !== '<unnamed>' ? executed[1] : undefined;
    statements.push({ pid: entry.pid, name, text: (executed?.[2] ?? simple[1]).trim() });
  }
  return statements;
}

/** Waits until no other client's statement is running (at most 60 s). */
async function quiet(admin) {
  for (let calm = 0, tries = 0; calm < 2 && tries < 240; tries++) {
    const { rows } = await admin.query(
      `select count(*)::int as busy from pg_stat_activity
       where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()`,
    );
    calm = rows[0].busy === 0 ? calm + 1 : 0;
    await sleep(250);
  }
}

/**
 * Runs `request()` once with every statement logged, and answers the statements it caused:
 * the session lookup (run by the server's own pool) and the company's statements (its tenant
 * pool), without the connection set-up a warm pool does not repeat (the role, the company).
 * `lookupOnly`: a request whose one statement is the session lookup (`/api/me`).
 */
export async function captureStatements(
  { databaseUrl, logFile },
  request,
  { lookupOnly = false } = {},
) {
  if (!logFile)
    throw new Error('capturing needs the throwaway PostgreSQL: unset BENCH_DATABASE_URL');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const adminPid = (await admin.query('select pg_backend_pid() as pid')).rows[0].pid;
    const logAll = async (setting) => {
      await admin.query(`alter system set log_statement = '${setting}'`);
      await admin.query('select pg_reload_conf()');
      await sleep(300); // backends read the new setting before their next statement
    };
    // The load before may leave requests in flight: their statements are not this request's.
    await quiet(admin);
    await logAll('all');
    const from = statSync(logFile).size;
    await request();
    await sleep(300);
    await logAll('none');
    const text = readFileSync(logFile).subarray(from).toString('utf8');
    // Without the connection set-up, and without better-auth's refresh of an older session
    // (its own reads and update, once a day a session): neither is the read's work.
    const statements = statementsOf(logEntries(text), adminPid).filter(
      (s) =>
        !/^(set role |select set_config\('app\.company_id')/.test(s.text) &&
        !/^(select .* from "(sessions|users)" where |update "sessions" )/s.test(s.text),
    );
    const lookup = statements.filter((s) => s.name === SESSION_LOOKUP);
    const company = statements.filter((s) => s.name !== SESSION_LOOKUP);
    if (lookup.length !== 1 || (company.length === 0) !== lookupOnly)
      throw new Error(`unexpected capture: ${statements.map((s) => s.text.slice(0, 60))}`);
    return { lookup: lookup[0], company };
  } finally {
    await admin.end();
  }
}

/**
 * Two pools of `poolSize` like the server's (src/server/db/database.ts) — the session lookup on
 * one, the company's statements on a tenant-role connection set for `companyId` — and `run`:
 * `connections` workers repeating the captured work for `seconds`. Answers autocannon's shape
 * where the benches read it (`requests`, `p95`) and every latency. The pools live until
 * `close`, so their backends' CPU time can be read (bench/cpu.mjs) after a run.
 */
export function replayer({ databaseUrl }, { lookup, company }, { companyId, poolSize = 10 }) {
  const owner = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const tenant = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  tenant.on('connect', (client) => {
    void client.query(
      `select set_config('role', '${TENANT_ROLE}', false), set_config('app.company_id', '${companyId}', false)`,
    );
  });
  const asQuery = ({ name, text, values }) => ({ name, text, values });
  const once = async () => {
    await owner.query(asQuery(lookup));
    if (company.length === 0) return;
    const client = await tenant.connect();
    try {
      for (const statement of company) await client.query(asQuery(statement));
    } finally {
      client.release();
    }
  };
  async function run({ connections, seconds }) {
    await Promise.all(Array.from({ length: connections }, once)); // connect and prepare
    const latencies = [];
    let errors = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          try {
            await once();
            latencies.push(performance.now() - start);
          } catch {
            errors++;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return {
      latencies,
      errors,
      p95: percentile(latencies, 95),
      requests: { total: latencies.length, average: latencies.length / elapsed },
    };
  }
  return { run, close: () => Promise.all([owner.end(), tenant.end()]) };
}
