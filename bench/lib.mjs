import autocannon from 'autocannon';
// Helpers shared by the benchmarks: free ports, starting the built server, percentiles.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import chromiumConfig from '../scripts/chromium.json' with { type: 'json' };

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server's command as `npm start` runs it after its build step (package.json): node's flags
 * and malloc's setting are part of what production runs (issue 43 item 4), so the benches run it
 * the same way. It starts with `exec`: the shell's process becomes the server's.
 */
const serveCommand = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(' && ')
  .at(-1);

/**
 * Starts dist/server with the given environment; resolves once /api/health answers 200. With
 * `output`, what the server printed so far is `output()` (the first run's logins).
 */
export async function startServer(env, { timeoutMs = 60_000, output = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('sh', ['-c', serveCommand], {
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`, // `node`: the one running the bench
      DATABASE_URL: '',
      NODE_ENV: 'production',
      AUTH_SECRET: 'benchmark-secret-of-at-least-32-characters',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'inherit'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200)
        return { child, url, readyMs: performance.now() - started, output: () => printed };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in time');
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/**
 * Runs autocannon and also answers the exact 95th percentile of its response times, in ms
 * (autocannon's own percentiles jump from p90 to p97.5).
 */
export async function loadTest(options) {
  const times = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  return { ...result, p95: Math.round(percentile(times, 95)) };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function ensureBuilt() {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
}

/**
 * What the benches' Chromium leaves off besides Playwright's own list: the address bar's
 * suggestions, which Chromium draws in a renderer of its own (a WebUI page) that works on every
 * navigation. A phone's browser has no such renderer, and on this machine's two cores it took
 * the CPU from the page measured (docs/benchmarks.md, "/operacao's first render").
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/** `--disable-features=` with Playwright's list and `FEATURES_OFF`, once read. */
let featuresOff;

/**
 * The features Playwright turns off, read from the command line of a browser it launched (a
 * child of this process): Chromium takes only the last `--disable-features`, so a second one
 * would turn them back on.
 */
async function playwrightFeaturesOff(launch) {
  const probe = await launch([]);
  try {
    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
    const flag = /--disable-features=(\S+)/.exec(children);
    if (!flag) throw new Error('the launched Chromium has no --disable-features');
    return flag[1].split(',');
  } finally {
    await probe.close();
  }
}

/**
 * Debian's whole Chromium (not the journeys' headless shell: Lighthouse and page loads measure
 * what a person's browser does), with the flags this network needs (scripts/chromium.json), the
 * features left off (`FEATURES_OFF`) and `args` after them.
 */
export async function launchChromium(args = []) {
  const executablePath = process.env.CHROMIUM_PATH ?? chromiumConfig.executablePath;
  if (!existsSync(executablePath))
    throw new Error(
      `Falta o Chromium dos benchmarks (${executablePath}): sudo apt-get install chromium`,
    );
  const launch = (more) =>
    chromium.launch({ executablePath, args: [...chromiumConfig.args, ...more, ...args] });
  featuresOff ??= `--disable-features=${[
    ...new Set([...(await playwrightFeaturesOff(launch)), ...FEATURES_OFF]),
  ].join(',')}`;
  return launch([featuresOff]);
}

/**
 * Runs `fn({ url, databaseUrl, pid, postmasterPid, logFile, instances })` against the built
 * server on real PostgreSQL — BENCH_DATABASE_URL, or a throwaway server started here (whose
 * postmaster's pid is given, for bench/cpu.mjs, and its log file, for bench/sql-replay.mjs) —
 * and cleans everything up after. With `instances` above 1, that many servers share the
 * database (started one after the other: the first migrates it); `url` and `pid` are the
 * first's and `instances` lists each one's `{ url, pid }`.
 */
export async function withServerOnPostgres(env, fn, { instances = 1 } = {}) {
  ensureBuilt();
  const work = mkdtempSync(join(tmpdir(), 'agrovoo-bench-'));
  chmodSync(work, 0o755);
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  const throwaway = !databaseUrl;
  if (throwaway)
    databaseUrl = execFileSync('scripts/postgres-throwaway.sh', ['start', join(work, 'pg')])
      .toString()
      .trim();
  const servers = [];
  try {
    for (let i = 0; i < instances; i++)
      servers.push(
        await startServer({
          DATABASE_URL: databaseUrl,
          NODE_ENV: 'development', // the fixed test captcha is honoured only outside production
          CHECK_REPLIES: 'false', // production skips the reply check: measure what it sends
          CAPTCHA_TEST_CODE: 'TESTE',
          SIGN_UP_LIMIT_PER_HOUR: '100000', // the benches sign many companies up from one address
          SIGN_UP_LIMIT_GLOBAL: '100000',
          SEED_DEMO: 'false',
          DATA_DIR: work,
          ...env,
        }),
      );
    const postmasterPid = throwaway
      ? Number(readFileSync(join(work, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
      : undefined;
    return await fn({
      url: servers[0].url,
      databaseUrl,
      pid: servers[0].child.pid,
      postmasterPid,
      logFile: throwaway ? join(work, 'pg', 'server.log') : undefined,
      instances: servers.map((server) => ({ url: server.url, pid: server.child.pid })),
    });
  } finally {
    await Promise.all(servers.map((server) => stopServer(server.child)));
    if (throwaway) execFileSync('scripts/postgres-throwaway.sh', ['stop', join(work, 'pg')]);
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Signs a company up (with the server's test captcha, CAPTCHA_TEST_CODE); answers its owner's
 * session cookie and the company id.
 */
export async function signUp(url, companyName, email, password = 'Segredo#2026') {
  const captcha = await (await fetch(`${url}/api/auth/captcha`)).json();
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName,
      email,
      password,
      captchaId: captcha.id,
      captchaCode: 'TESTE',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, companyId: (await res.json()).companyId };
}

/** Samples `pid`'s resident memory every 20 ms while `work` runs; answers its peak with the work's. */
export async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
