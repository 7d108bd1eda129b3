import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './auth/login.ts';
import { migrationsDir } from './db/migrations-dir.ts';
import { call, callJson, cookieOf, type Call } from './test/scale-out/client.ts';
import { SIGN_UP_LIMIT, startCluster, type Cluster } from './test/scale-out/cluster.ts';
import { multipartBody } from './test/multipart.ts';
import { TEST_CAPTCHA, TEST_PASSWORD } from './test/session.ts';

// Issue 19, item 4: two server instances (A and B) behind Debian's nginx on one PostgreSQL,
// files in the S3 test server. Each point is asserted through nginx or straight to the
// instance it needs. Two instances cannot share an embedded database: this runs only with
// TEST_DATABASE_URL (npm run test:full's PostgreSQL run).

const serverUrl = process.env.TEST_DATABASE_URL;
/** A 1 × 1 PNG: the company's logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

let cluster: Cluster;
const counts = { requests: 0, jobPeriods: 0 };

/** A call counted for the summary, with the browser's Origin (the app's, nginx's address). */
function send(url: string, options: Call = {}) {
  counts.requests++;
  return call(url, { ...options, headers: { origin: cluster.nginx.url, ...options.headers } });
}

/** A JSON POST with a fresh captcha (taken from `base` too): sign-up and login need one. */
async function withCaptcha(
  base: string,
  path: string,
  body: object,
  from: string,
  headers: Record<string, string> = {},
) {
  const { id } = (await send(`${base}/api/auth/captcha`, { from })).json();
  counts.requests++;
  return callJson(
    `${base}${path}`,
    { ...body, captchaId: id, captchaCode: TEST_CAPTCHA },
    { from, headers: { origin: cluster.nginx.url, ...headers } },
  );
}

const signUp = (base: string, email: string, from: string) =>
  withCaptcha(
    base,
    '/api/auth/sign-up',
    { companyName: 'Aero Escala', email, password: TEST_PASSWORD },
    from,
  );

const logIn = (base: string, email: string, password: string, from: string) =>
  withCaptcha(base, '/api/auth/login', { email, password }, from);

async function query<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

const OWNER = 'dono@escala.com.br';
let cookie = '';

if (!serverUrl) {
  console.log(
    'scale-out: skipped, two instances cannot share an embedded database (needs TEST_DATABASE_URL)',
  );
}

describe.skipIf(!serverUrl)('two instances behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startCluster(serverUrl!);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    console.log(
      `scale-out: 2 instances behind nginx, 7 points, ${counts.requests} requests, ` +
        `${counts.jobPeriods} job periods run once`,
    );
  });

  it('both started at once on an empty database: migrations applied once, both healthy', async () => {
    for (const instance of [cluster.a, cluster.b]) {
      const health = await send(`${instance.url}/api/health`);
      expect(health.json()).toMatchObject({ status: 'ok', db: 'ok' });
    }
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
    const applied = await query('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
  });

  it('a session made on A works on B and through nginx on both', async () => {
    const created = await signUp(cluster.a.url, OWNER, '127.0.0.11');
    expect(created.status, created.body.toString()).toBe(201);
    cookie = cookieOf(created);
    const onB = await send(`${cluster.b.url}/api/me`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.json())).toContain(OWNER);
    const served = new Set<unknown>();
    for (let i = 0; i < 4; i++) {
      const viaNginx = await send(`${cluster.nginx.url}/api/me`, { headers: { cookie } });
      expect(viaNginx.status).toBe(200);
      served.add(viaNginx.headers['x-upstream']);
    }
    expect(served.size, 'round robin over both instances').toBe(2);
  });

  it('the sign-up limit is one instance’s, alternating A and B, and counts nginx’s clients apart', async () => {
    const direct = [];
    for (let i = 0; i <= SIGN_UP_LIMIT; i++) {
      const instance = i % 2 ? cluster.b : cluster.a;
      direct.push((await signUp(instance.url, `limite${i}@escala.com.br`, '127.0.0.12')).status);
    }
    expect(direct).toEqual([...Array(SIGN_UP_LIMIT).fill(201), 429]);
    // Through nginx: the address is the client's (127.0.0.13), not nginx's, and not a header's.
    const nginx = cluster.nginx.url;
    for (let i = 0; i < SIGN_UP_LIMIT; i++) {
      expect((await signUp(nginx, `via${i}@escala.com.br`, '127.0.0.13')).status).toBe(201);
    }
    const spoofed = await withCaptcha(
      nginx,
      '/api/auth/sign-up',
      { companyName: 'Aero Escala', email: 'falso@escala.com.br', password: TEST_PASSWORD },
      '127.0.0.13',
      { 'x-forwarded-for': '198.51.100.9' },
    );
    expect(spoofed.status).toBe(429);
    expect((await signUp(nginx, 'outro@escala.com.br', '127.0.0.14')).status).toBe(201);
  });

  it('the login delay counts failures made on both instances', async () => {
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < LOGIN_LIMITS.freeFailures + 4) {
      const instance = statuses.length % 2 ? cluster.b : cluster.a;
      statuses.push((await logIn(instance.url, OWNER, 'Errada#2026', '127.0.0.15')).status);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.freeFailures)).toEqual(
      Array(LOGIN_LIMITS.freeFailures).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
    // The right password through nginx waits too; the owner from another address does not.
    expect((await logIn(cluster.nginx.url, OWNER, TEST_PASSWORD, '127.0.0.15')).status).toBe(429);
    expect((await logIn(cluster.nginx.url, OWNER, TEST_PASSWORD, '127.0.0.16')).status).toBe(200);
  });

  it('the public client-error limit (20 a minute per address) holds across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await send(`${cluster.nginx.url}/api/client-errors`, {
        method: 'POST',
        from: '127.0.0.17',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'rejection', message: 'Failed to fetch' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(20).fill(204), 429, 429, 429, 429]);
  });

  it('a logo uploaded through A is downloaded through B, stored in S3', async () => {
    const form = multipartBody({}, { name: 'logo.png', content: PNG, type: 'image/png' });
    const put = await send(`${cluster.a.url}/api/company/logo`, {
      method: 'PUT',
      headers: { cookie, ...form.headers },
      body: form.payload,
    });
    expect(put.status, put.body.toString()).toBe(200);
    const got = await send(`${cluster.b.url}/api/company/logo`, { headers: { cookie } });
    expect(got.status).toBe(200);
    // What is kept is a JPEG copy of the PNG (issue 35), the same through either instance.
    expect([...got.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const viaA = await send(`${cluster.a.url}/api/company/logo`, { headers: { cookie } });
    expect(got.body.equals(viaA.body)).toBe(true);
    expect(await cluster.s3.keys()).toHaveLength(1);
  });

  it('each scheduled job period ran once, both schedulers having ticked at the same start', async () => {
    const runs = await query<{ name: string }>('select name from job_runs');
    const logged = `${cluster.a.output()}\n${cluster.b.output()}`
      .split('\n')
      .filter((line) => /"msg":"job (done|failed)"/.test(line))
      .map((line) => (JSON.parse(line) as { job: string }).job);
    expect(runs.length, 'a job is always due: the hourly one').toBeGreaterThan(0);
    expect(logged.sort()).toEqual(runs.map((run) => run.name).sort());
    counts.jobPeriods = runs.length;
  });
});
