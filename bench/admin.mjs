// Platform admin budget (issue 18): with 5,000 companies and 50,000 users seeded on a real
// PostgreSQL, the stats cards and the first page of each admin list under 10 concurrent admins,
// each against the raw SQL of the same read measured in the same run: p95 within 2×.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { cpuText, withCpu } from './cpu.mjs';
import { loadTest, percentile, withServerOnPostgres } from './lib.mjs';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 5_000);
const USERS_PER_COMPANY = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMINS = 10;
const ADMIN = { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' };

/**
 * The platform in set-based SQL: companies in every subscription state (one in four active,
 * one in ten suspended), ten users each (an owner, an admin, pilots; one in twenty inactive),
 * a pending invite per tenth company, and a month of the logs the admin reads.
 */
async function seedPlatform(client) {
  await client.query(
    `insert into companies (company_name, cnpj, contact_email, status, subscription_status, active,
       trial_ends_at, max_users, created_at)
     select 'Aviação Agrícola ' || g, lpad(g::text, 14, '0'), 'contato' || g || '@aviacao' || g || '.com.br',
       (case when g % 10 = 0 then 'suspenso' when g % 7 = 0 then 'payment_required' else 'ativo' end)::company_status,
       (case when g % 4 = 0 then 'active' when g % 4 = 1 then 'trial' else 'inactive' end)::subscription_status,
       g % 50 <> 0, now() + (g % 14 - 7) * interval '1 day', 10,
       now() - (g * interval '1 hour')
     from generate_series(1, ${COMPANIES}) g`,
  );
  await client.query(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'bench-user-' || g, 'Usuário ' || g, 'usuario' || g || '@aviacao.com.br', true,
       now() - (g * interval '5 minutes'), now()
     from generate_series(1, ${COMPANIES * USERS_PER_COMPANY}) g`,
  );
  await client.query(
    `with numbered as (select id, row_number() over (order by created_at) as n from companies)
     insert into profiles (user_id, company_id, role_in_company, active, created_at)
     select 'bench-user-' || g, c.id,
       (case when g % ${USERS_PER_COMPANY} = 1 then 'owner' when g % ${USERS_PER_COMPANY} = 2 then 'admin' else 'pilot' end)::company_role,
       g % 20 <> 0, now() - (g * interval '5 minutes')
     from generate_series(1, ${COMPANIES * USERS_PER_COMPANY}) g
     join numbered c on c.n = (g - 1) / ${USERS_PER_COMPANY} + 1`,
  );
  await client.query(
    `insert into company_invites (company_id, email, invited_role, token_hash)
     select id, 'convite-' || id || '@aviacao.com.br', 'pilot', md5(id::text)
     from companies where right(cnpj, 1) = '0'`,
  );
  await client.query(
    `insert into admin_actions_audit (action_type, target_company_id, details, created_at)
     select 'update_company_status', id, '{"max_users": 12}', created_at from companies`,
  );
  await client.query(
    `insert into audit_logs (company_id, action_type, table_name, severity, created_at)
     select id, 'payroll_closed', 'payroll_runs', 'low', created_at from companies`,
  );
  await client.query(
    `insert into password_change_attempts (user_id, ip_address, attempt_time, success)
     select 'bench-user-' || g, '10.0.' || (g % 250) || '.' || (g % 200), now() - (g * interval '1 minute'), g % 3 <> 0
     from generate_series(1, ${COMPANIES * 2}) g`,
  );
  await client.query(
    `insert into security_alerts (alert_type, title, description, severity, created_at)
     select 'login_failures', 'Tentativas de login', 'Muitas falhas de login.', 'medium', now() - g * interval '1 hour'
     from generate_series(1, 500) g`,
  );
  await client.query(
    `insert into client_error_logs (timestamp, type, message, location, created_at)
     select now() - g * interval '1 minute', 'error', 'TypeError ' || g, '/dashboard', now() - g * interval '1 minute'
     from generate_series(1, ${COMPANIES}) g`,
  );
  await client.query(
    `insert into affiliates (nome_completo, email, cpf_cnpj, affiliate_code, created_at)
     select 'Afiliado ' || g, 'afiliado' || g || '@indica.com.br', lpad(g::text, 11, '0'),
       'AF' || lpad(g::text, 6, '0'), now() - g * interval '1 hour'
     from generate_series(1, ${COMPANIES / 5}) g`,
  );
  await client.query(
    `with a as (select id, row_number() over (order by created_at) as n from affiliates),
       c as (select id, row_number() over (order by created_at) as n from companies)
     insert into affiliate_referrals (affiliate_id, company_id, status, converted_at)
     select a.id, c.id, case when c.n % 4 = 0 then 'convertido' else 'pendente' end::referral_status,
       case when c.n % 4 = 0 then now() end
     from c join a on a.n = (c.n - 1) % ${COMPANIES / 5} + 1`,
  );
  await client.query(
    `insert into affiliate_commissions (affiliate_id, company_id, tipo_comissao, invoice_id, valor_base, valor_comissao, status)
     select affiliate_id, company_id, 'mensalidade', 'in_bench_' || company_id || '_' || m, 5990, 1198,
       case when m < 3 then 'pago' else 'pendente' end::commission_status
     from affiliate_referrals, generate_series(1, 4) m where status = 'convertido'`,
  );
  await client.query(
    `insert into affiliate_payouts (affiliate_id, mes_referencia, quantidade_comissoes, valor_total, status)
     select id, date '2026-10-01', 2, 2396, 'pendente' from affiliates`,
  );
  await client.query('analyze');
}

/** Logs the platform admin in as a person does (captcha, then the form); answers the cookie. */
async function logInAdmin(url) {
  const captcha = await (await fetch(`${url}/api/auth/captcha`)).json();
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, captchaId: captcha.id, captchaCode: 'TESTE' }),
  });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The statements a server read function sends, captured by running it once on a drizzle
 * database that logs them: the raw SQL of the same read, to replay without the server.
 */
async function statementsOf(pool, read) {
  const statements = [];
  const db = drizzle(pool, {
    logger: { logQuery: (text, values) => statements.push({ text, values }) },
  });
  await read(db);
  return statements.map((s, i) => ({ ...s, name: `admin_${i}_${s.text.length}` }));
}

/** The statements sent by `ADMINS` clients for `SECONDS` s, prepared, one read after another. */
async function rawRead(databaseUrl, statements) {
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: ADMINS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        while (performance.now() < until) {
          const start = performance.now();
          for (const statement of statements) await client.query(statement);
          times.push(performance.now() - start);
        }
      } finally {
        await client.end();
      }
    }),
  );
  return { p95: percentile(times, 95), perSecond: times.length / SECONDS };
}

/** Each read of the admin screens: its route and the server function that builds its SQL. */
async function adminReads() {
  const load = (file) => import(`../dist/server/server/admin/${file}.js`);
  const [stats, companies, emails, hierarchy, invites, errors, security, affiliates, payouts] =
    await Promise.all([
      load('companies/stats'),
      load('companies/companies'),
      load('people/emails'),
      load('people/hierarchy'),
      load('people/invites'),
      load('monitoring/client-errors'),
      load('security/lists'),
      load('affiliates/affiliates'),
      load('affiliates/payouts'),
    ]);
  const first = { pagina: 1 };
  return [
    ['stats cards', '/api/admin/stats', (db) => stats.adminStats(db)],
    ['companies', '/api/admin/companies', (db) => companies.listCompanies(db, first)],
    [
      'active e-mails',
      '/api/admin/emails/ativos',
      (db) => emails.listContactEmails(db, 'ativos', first),
    ],
    ['users by company', '/api/admin/users', (db) => hierarchy.listHierarchy(db, first)],
    ['pending invites', '/api/admin/invites', (db) => invites.listAllPendingInvites(db, first)],
    ['client errors', '/api/admin/client-errors', (db) => errors.listClientErrors(db, first)],
    [
      'admin actions',
      '/api/admin/security/admin-actions',
      (db) => security.listAdminActions(db, 1),
    ],
    [
      'password attempts',
      '/api/admin/security/password-attempts',
      (db) => security.listPasswordAttempts(db, 1),
    ],
    ['security alerts', '/api/admin/security/alerts', (db) => security.listAlerts(db, 1)],
    ['affiliates', '/api/admin/affiliates', (db) => affiliates.listAffiliates(db, first)],
    ['payouts', '/api/admin/affiliate-payouts', (db) => payouts.listPayouts(db, first)],
  ].map(([label, path, read]) => ({ label: `${label} (${path})`, path, read }));
}

export async function adminBench() {
  return withServerOnPostgres(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    async (server) => {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      const start = performance.now();
      try {
        await seedPlatform(client);
      } finally {
        await client.end();
      }
      const seconds = ((performance.now() - start) / 1000).toFixed(0);
      const cookie = await logInAdmin(server.url);
      const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
      const rows = [];
      try {
        for (const read of await adminReads()) {
          const check = await fetch(`${server.url}${read.path}`, { headers: { cookie } });
          if (check.status !== 200)
            throw new Error(`${read.path} answered ${check.status} ${await check.text()}`);
          const api = await withCpu(server, () =>
            loadTest({
              url: `${server.url}${read.path}`,
              connections: ADMINS,
              duration: SECONDS,
              headers: { cookie },
            }),
          );
          const raw = await rawRead(server.databaseUrl, await statementsOf(pool, read.read));
          const errors = api.errors + api.timeouts + api.non2xx;
          const ratio = api.p95 / raw.p95;
          rows.push({
            metric: `${read.label}, ${ADMINS} admins, ${SECONDS} s; ${COMPANIES} companies, ${COMPANIES * USERS_PER_COMPANY} users (seeded in ${seconds} s)`,
            value: `p95 ${api.p95} ms (p50 ${api.latency.p50} ms) · ${Math.round(api.requests.average)} req/s · ${cpuText(api.cpu)} · ${errors} errors; raw SQL of the same read p95 ${raw.p95.toFixed(1)} ms · ${Math.round(raw.perSecond)} reads/s → ${ratio.toFixed(2)}×`,
            budget: 'p95 ≤ 2 × raw SQL',
            ok: errors === 0 && ratio <= 2,
          });
        }
      } finally {
        await pool.end();
      }
      return rows;
    },
  );
}
