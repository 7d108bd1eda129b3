// Identity budgets: an authenticated, company-scoped read under 50 connections, and logins
// (captcha + password check at better-auth's default scrypt cost) under 10 concurrent users.
// Runs on real PostgreSQL: BENCH_DATABASE_URL, or a throwaway server started here.
import autocannon from 'autocannon';
import { percentile, signUp, withServerOnPostgres } from './lib.mjs';

const PASSWORD = 'Segredo#2026';
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function json(url, body, cookie) {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: body && JSON.stringify(body),
  });
  return { res, data: await res.json() };
}

/** One login as a person does it: a captcha, then the form. Answers the latency in ms. */
async function timedLogin(url, email) {
  const start = performance.now();
  const { data: captcha } = await json(`${url}/api/auth/captcha`);
  const { res } = await json(`${url}/api/auth/login`, {
    email,
    password: PASSWORD,
    captchaId: captcha.id,
    captchaCode: 'TESTE',
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return performance.now() - start;
}

/**
 * 10 concurrent users logging in as `email` for `seconds`, one login after another: answers
 * every login's latency in ms and how many failed.
 */
export async function loginLoad(url, email, seconds) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < until) {
        try {
          latencies.push(await timedLogin(url, email));
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, errors };
}

export async function identityBench() {
  return withServerOnPostgres({}, async (server) => {
    const { cookie } = await signUp(server.url, 'Bench', `bench-${Date.now()}@aerosul.com.br`);
    const { user } = await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json();
    const email = user.email;

    // The floor of this machine: one trivial query, no session, same 50 connections.
    const floor = await autocannon({
      url: `${server.url}/api/health`,
      connections: 50,
      duration: READ_SECONDS,
    });
    const read = await autocannon({
      url: `${server.url}/api/company/members`,
      connections: 50,
      duration: READ_SECONDS,
      headers: { cookie },
    });
    const readErrors = read.errors + read.timeouts + read.non2xx;

    const { latencies, errors: loginErrors } = await loginLoad(server.url, email, READ_SECONDS);
    const loginP95 = percentile(latencies, 95);
    return [
      {
        metric: `floor: GET /api/health (one query, no session), 50 connections, ${READ_SECONDS} s`,
        value: `p97.5 ${floor.latency.p97_5} ms (p50 ${floor.latency.p50} ms) · ${Math.round(floor.requests.average)} req/s`,
        budget: 'reference',
        ok: true,
      },
      {
        metric: `authenticated read (GET /api/company/members), 50 connections, ${READ_SECONDS} s`,
        // autocannon reports p97.5, not p95; meeting the budget at p97.5 meets it at p95.
        value: `p97.5 ${read.latency.p97_5} ms (p50 ${read.latency.p50} ms) · ${Math.round(read.requests.average)} req/s · ${readErrors} errors`,
        budget: 'p95 < 20 ms',
        ok: readErrors === 0 && read.latency.p97_5 < 20,
      },
      {
        metric: `login (captcha + sign-in), 10 concurrent users, ${READ_SECONDS} s`,
        value: `p95 ${Math.round(loginP95)} ms · ${(latencies.length / READ_SECONDS).toFixed(1)} logins/s · ${loginErrors} errors`,
        budget: 'p95 < 400 ms, no errors',
        ok: loginErrors === 0 && loginP95 < 400,
      },
    ];
  });
}
