import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCredentialUser } from '../identity/users.ts';
import { queryRows } from '../db/database.ts';
import { affiliates, companyInvites, securityAlerts } from '../db/schema/index.ts';
import { startTrialCompany } from '../onboarding/start.ts';
import { seedDemoCompany } from '../demo/seed.ts';
import { useTestApp } from '../test/app.ts';
import { insertInvite } from '../test/factories.ts';
import { callAs, platformAdminCookie } from '../test/session.ts';
import { routesMatching } from '../test/route-walk.ts';
import { deliverWebhook } from '../test/webhook.ts';
import type { Job } from '../jobs/scheduler.ts';

// Issue 35, item 2: company work acts on its own company only. Each admin tool, scheduled job
// and payment-provider event runs with two companies present — the one it acts on and a
// bystander holding rows in every company table — and the bystander's rows are the same after
// it as before, table by table. The company tables are read from the catalogue (every table
// with a company_id column), so a table added later is digested too.

const clock = { now: () => new Date('2026-11-30T12:00:00-03:00') };
const t = useTestApp({ clock, emptied: 'once' });

/** Every table of the schema with a `company_id` column. */
const companyTables = async () =>
  (
    await queryRows<{ table_name: string }>(
      t.db,
      sql`select c.table_name from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'company_id'
          and t.table_type = 'BASE TABLE'
        order by c.table_name`,
    )
  ).map((row) => row.table_name);

/** Per company table (and the company's own row): how many rows and a digest of their text. */
async function digestOf(companyId: string) {
  const digest: Record<string, string> = {};
  const tables = [
    ...(await companyTables()).map((name) => [name, 'company_id']),
    ['companies', 'id'],
  ];
  for (const [table, column] of tables) {
    const [row] = await queryRows<{ n: number; md5: string }>(
      t.db,
      sql`select count(*)::int as n,
          md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as md5
        from ${sql.identifier(table!)} r where ${sql.identifier(column!)} = ${companyId}::uuid`,
    );
    digest[table!] = `${row!.n} ${row!.md5}`;
  }
  return digest;
}

/**
 * Company tables the server's demo company leaves empty, each given a row for the bystander
 * here; a table still empty fails the first test, so a new table is not digested empty
 * without someone deciding it.
 */
async function fillTheRest(c: string) {
  const first = (enumType: string) => sql.raw(`(enum_range(null::${enumType}))[1]`);
  const owner = sql`(select user_id from profiles where company_id = ${c}::uuid limit 1)`;
  const operation = sql`(select id from operations where company_id = ${c}::uuid limit 1)`;
  const [affiliate] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into affiliates (nome_completo, email, cpf_cnpj)
      values ('Quem indicou', 'indicou@example.com', '52998224725') returning id`,
  );
  const rows = [
    sql`insert into company_invites (company_id, email, invited_role, token_hash)
      values (${c}, 'convidada@example.com', 'pilot', 'hash-bystander')`,
    sql`insert into affiliate_referrals (affiliate_id, company_id) values (${affiliate!.id}, ${c})`,
    sql`insert into affiliate_commissions (affiliate_id, company_id, tipo_comissao, valor_base, valor_comissao)
      values (${affiliate!.id}, ${c}, 'mensal', 11980, 1198)`,
    sql`insert into aircraft_maintenance (company_id, aircraft_id, data, descricao)
      values (${c}, (select id from aircraft where company_id = ${c}::uuid limit 1), '2026-12-10', 'Revisão 100 h')`,
    sql`insert into audit_logs (company_id, user_id, action_type) values (${c}, ${owner}, 'login')`,
    sql`insert into billing_events (id, type, company_id, event_created_at)
      values ('evt_bystander', 'invoice.paid', ${c}, '2026-11-01T12:00:00Z')`,
    sql`insert into maintenance_overrides (company_id, aircraft_id, data, motivo, created_by)
      values (${c}, (select id from aircraft where company_id = ${c}::uuid limit 1), '2026-12-10', 'Liberação de teste', ${owner})`,
    sql`insert into mapa_report_submissions (company_id, ano, mes, uf, sent_by)
      values (${c}, 2026, 10, 'MT', ${owner})`,
    sql`insert into operation_attachments (company_id, operation_id, tipo, nome_arquivo, mime, tamanho, storage_key, uploaded_by)
      values (${c}, ${operation}, ${first('attachment_kind')}, 'mapa.pdf', 'application/pdf', 10, 'bystander-key', ${owner})`,
    sql`insert into idempotency_keys (company_id, user_id, chave, requisicao, status, resposta)
      values (${c}, ${owner}, 'chave-bystander', 'POST /api/stock/combustivel/saidas', 201, '{}')`,
    sql`insert into operation_change_proposals (company_id, operation_id, acao, dados, versao_base, versao_atual, proposto_por, de_piloto)
      values (${c}, ${operation}, 'concluir', '{}', '2026-11-01T12:00:00Z', '2026-11-02T12:00:00Z', ${owner}, false)`,
    sql`insert into fiscal_settings (company_id, municipio_ibge) values (${c}, '5107040')`,
    sql`insert into nfse_documents (company_id, title_id, ambiente, serie, numero_dps, id_dps, status, dps_xml)
      values (${c}, (select id from finance_titles where company_id = ${c}::uuid limit 1),
        'homologacao', '1', 1, 'DPS5107040211222333000181000010000000000000001', 'enviando', '<DPS/>')`,
    sql`insert into rescissions (company_id, employee_id, tipo, aviso, data, entrada, resultado,
        liquido_cents, inss_cents, irrf_cents, fgts_cents, multa_fgts_cents)
      values (${c}, (select id from employees where company_id = ${c}::uuid limit 1),
        'sem_justa_causa', 'indenizado', '2026-11-30', '{}', '{}', 100000, 0, 0, 0, 0)`,
    sql`insert into sensitive_points (company_id, property_id, tipo, nome, geometria)
      values (${c}, (select id from properties where company_id = ${c}::uuid limit 1), 'moradia',
        'Casa do caseiro', '{"type":"Point","coordinates":[-55.72,-12.54]}')`,
    sql`insert into stock_settings (company_id, combustivel, minimo) values (${c}, 'jet_a1', 100)`,
    sql`insert into stock_shortfalls (company_id, operation_id, product_id, quantidade, unidade)
      values (${c}, ${operation}, (select id from products where company_id = ${c}::uuid limit 1), 5, 'L')`,
    sql`insert into tax_settings (company_id, regime, simples_anexo, iss_aliquota, pis_aliquota, cofins_aliquota, presuncao)
      values (${c}, 'simples_nacional', 3, 5, 0, 0, 32)`,
    sql`insert into trial_email_logs (company_id, email_type, sent_to)
      values (${c}, ${first('trial_email_type')}, 'demo@example.com')`,
    sql`insert into user_charges (company_id, amount, user_email, status, stripe_invoice_id)
      values (${c}, 11980, 'demo@example.com', 'paid', 'in_bystander')`,
  ];
  for (const row of rows) await t.db.execute(row);
}

let bystander: string;
let acted: { companyId: string };
let admin: string;

beforeAll(async () => {
  // Seeded weeks before: its fuel lots expire first, so a seed taking lots first-expiring-first
  // across companies took the bystander's (what the demo tool did to the demo's fuel).
  const weeksBefore = { now: () => new Date('2026-11-02T12:00:00-03:00') };
  const demo = await seedDemoCompany({ db: t.db, auth: t.app.auth, clock: weeksBefore });
  bystander = demo.company.id;
  await fillTheRest(bystander);
  const ownerId = await insertCredentialUser(t.db, {
    email: 'dono@acted.com.br',
    passwordHash: 'x',
    now: clock.now(),
    name: 'Dono',
  });
  const companyId = await startTrialCompany(t.db, {
    name: 'Aero Atuada',
    email: 'dono@acted.com.br',
    ownerId,
    now: clock.now(),
  });
  acted = { companyId };
  admin = await platformAdminCookie(t.app);
});

describe('the bystander company', () => {
  it('holds rows in every company table, so each digest covers something', async () => {
    const digest = await digestOf(bystander);
    const empty = Object.entries(digest)
      .filter(([, value]) => value.startsWith('0 '))
      .map(([table]) => table);
    expect(empty).toEqual([]);
  });
});

const id = async (query: Promise<{ id: string }[]>) => (await query)[0]!.id;

/** Every admin route that changes something, each acting on the other company or on no company. */
const ADMIN: Record<string, (app: FastifyInstance) => Promise<{ statusCode: number }>> = {
  'POST /api/admin/tools/demo-account': (app) =>
    callAs(app, admin, 'POST', '/api/admin/tools/demo-account', {
      email: 'nova-demo@example.com',
      companyName: 'Aero Demo Nova',
    }),
  'POST /api/admin/tools/orphans/:id/fix': async (app) => {
    const orphan = await insertCredentialUser(t.db, {
      email: 'orfao@example.com',
      passwordHash: 'x',
      now: clock.now(),
      name: 'Órfão',
    });
    return callAs(app, admin, 'POST', `/api/admin/tools/orphans/${orphan}/fix`);
  },
  'POST /api/admin/tools/password': (app) =>
    callAs(app, admin, 'POST', '/api/admin/tools/password', {
      userEmail: 'dono@acted.com.br',
      newPassword: 'Outra#Senha2026',
    }),
  'POST /api/admin/tools/invite-test': (app) =>
    callAs(app, admin, 'POST', '/api/admin/tools/invite-test', {
      companyId: acted.companyId,
      email: 'teste-convite@example.com',
    }),
  'POST /api/admin/tools/weekly-report': (app) =>
    callAs(app, admin, 'POST', '/api/admin/tools/weekly-report', { manual: true }),
  'PATCH /api/admin/companies/:id': (app) =>
    callAs(app, admin, 'PATCH', `/api/admin/companies/${acted.companyId}`, {
      max_users: 7,
      status: 'ativo',
    }),
  'POST /api/admin/companies/:id/trial-email': (app) =>
    callAs(app, admin, 'POST', `/api/admin/companies/${acted.companyId}/trial-email`, {
      email_type: 'reminder',
      force: true,
    }),
  'POST /api/admin/invites/:id/resend': async (app) => {
    const invite = await insertInvite(t.db, { company_id: acted.companyId });
    return callAs(app, admin, 'POST', `/api/admin/invites/${invite.id}/resend`);
  },
  'DELETE /api/admin/invites/:id': async (app) => {
    const invite = await id(
      t.db
        .select({ id: companyInvites.id })
        .from(companyInvites)
        .where(eq(companyInvites.company_id, acted.companyId)),
    );
    return callAs(app, admin, 'DELETE', `/api/admin/invites/${invite}`);
  },
  'POST /api/admin/affiliate-invites': (app) =>
    callAs(app, admin, 'POST', '/api/admin/affiliate-invites', { email: 'parceiro@example.com' }),
  'POST /api/admin/affiliate-invites/:id/cancel': async (app) => {
    const list = (await callAs(app, admin, 'GET', '/api/admin/affiliate-invites')).json();
    const invite = (list.itens ?? list.items ?? list)[0]?.id ?? crypto.randomUUID();
    return callAs(app, admin, 'POST', `/api/admin/affiliate-invites/${invite}/cancel`);
  },
  'PUT /api/admin/affiliate-settings': (app) =>
    callAs(app, admin, 'PUT', '/api/admin/affiliate-settings', { percentual: '12,5' }),
  'POST /api/admin/affiliates': (app) =>
    callAs(app, admin, 'POST', '/api/admin/affiliates', {
      nome_completo: 'Parceira Manual',
      email: 'manual@example.com',
      cpf_cnpj: '52998224725',
    }),
  'PATCH /api/admin/affiliates/:id': async (app) => {
    const affiliate = await id(
      t.db
        .select({ id: affiliates.id })
        .from(affiliates)
        .where(eq(affiliates.email, 'manual@example.com')),
    );
    return callAs(app, admin, 'PATCH', `/api/admin/affiliates/${affiliate}`, {
      status: 'suspenso',
    });
  },
  'POST /api/admin/affiliate-payouts/generate': (app) =>
    callAs(app, admin, 'POST', '/api/admin/affiliate-payouts/generate', { mes: '2026-10' }),
  'PATCH /api/admin/affiliate-payouts/:id': async (app) => {
    const list = (await callAs(app, admin, 'GET', '/api/admin/affiliate-payouts')).json();
    const payout = (list.itens ?? list.items ?? list)[0]?.id ?? crypto.randomUUID();
    return callAs(app, admin, 'PATCH', `/api/admin/affiliate-payouts/${payout}`, {
      status: 'processando',
    });
  },
  'POST /api/admin/security/alerts/:id/acknowledge': async (app) => {
    const [alert] = await t.db
      .insert(securityAlerts)
      .values({
        alert_type: 'login_failures',
        title: 'Tentativas de login',
        description: 'Muitas tentativas',
        severity: 'medium',
      })
      .returning({ id: securityAlerts.id });
    return callAs(app, admin, 'POST', `/api/admin/security/alerts/${alert!.id}/acknowledge`);
  },
  // Last: the acted-on company goes.
  'DELETE /api/admin/companies/:id': (app) =>
    callAs(app, admin, 'DELETE', `/api/admin/companies/${acted.companyId}`),
};

const created = Math.floor(clock.now().getTime() / 1000);
const event = (type: string, object: object) => ({
  id: `evt_${type}`,
  object: 'event',
  type,
  created,
  data: { object },
});
const subscription = (status: string) => ({
  object: 'subscription',
  id: 'sub_acted',
  customer: 'cus_acted',
  status,
  metadata: { company_id: acted.companyId },
  items: { data: [{ id: 'si_1', quantity: 2, current_period_end: created + 30 * 86_400 }] },
});
const invoice = () => ({
  object: 'invoice',
  id: 'in_acted',
  customer: 'cus_acted',
  customer_email: 'dono@acted.com.br',
  amount_paid: 11980,
  amount_due: 11980,
  status_transitions: { paid_at: created },
  metadata: { company_id: acted.companyId },
});

/** Each kind of event the webhook applies (README, 'Payments'), for the acted-on company. */
const WEBHOOK: Record<string, () => object> = {
  'checkout.session.completed': () => ({
    object: 'checkout.session',
    client_reference_id: acted.companyId,
    customer: 'cus_acted',
    subscription: 'sub_acted',
    payment_status: 'paid',
  }),
  'customer.subscription.created': () => subscription('active'),
  'customer.subscription.updated': () => subscription('past_due'),
  'customer.subscription.paused': () => subscription('paused'),
  'customer.subscription.resumed': () => subscription('active'),
  'invoice.payment_failed': invoice,
  'invoice.paid': invoice,
  'invoice.payment_succeeded': invoice,
  'charge.refunded': () => ({
    object: 'charge',
    id: 'ch_acted',
    customer: 'cus_acted',
    invoice: 'in_acted',
    amount_refunded: 5000,
    metadata: { company_id: acted.companyId },
  }),
  'customer.subscription.deleted': () => subscription('canceled'),
};

/** Runs `work` and answers whether the bystander's rows are what they were. */
async function bystanderAfter(work: () => Promise<unknown>) {
  const before = await digestOf(bystander);
  const answer = await work();
  const after = await digestOf(bystander);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  return { answer, changed };
}

describe('payment-provider events leave the other company as it was', () => {
  it.each(Object.keys(WEBHOOK))('%s', async (type) => {
    const { answer, changed } = await bystanderAfter(() =>
      deliverWebhook(t.app, event(type, WEBHOOK[type]!())),
    );
    expect((answer as { statusCode: number }).statusCode).toBe(200);
    expect(changed).toEqual([]);
  });
});

/** The job's first period due from the test's time on, hour by hour: its time and key. */
function firstDue(job: Job) {
  for (let hour = 0; hour < 24 * 62; hour++) {
    const at = new Date(clock.now().getTime() + hour * 3_600_000);
    const key = job.due(at);
    if (key) return { at, key };
  }
  throw new Error(`${job.name} is never due`);
}

describe('scheduled jobs leave the other company as it was', () => {
  it('runs each job the server schedules', async () => {
    const jobs = t.app.jobs.jobs;
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const job of jobs) {
      const { at, key } = firstDue(job);
      const { changed } = await bystanderAfter(() => job.run(at, key));
      expect({ job: job.name, changed }).toEqual({ job: job.name, changed: [] });
    }
  });
});

describe('admin tools leave the other company as it was', () => {
  it('every admin route that changes something is walked below', () => {
    const walked = routesMatching(t.app, /^\/api\/admin\//)
      .filter((route) => route.method !== 'GET')
      .map((route) => `${String(route.method)} ${route.url}`)
      .sort();
    expect(Object.keys(ADMIN).sort()).toEqual(walked);
  });

  it.each(Object.keys(ADMIN))('%s', async (route) => {
    const { answer, changed } = await bystanderAfter(() => ADMIN[route]!(t.app));
    expect((answer as { statusCode: number }).statusCode).toBeLessThan(300);
    expect(changed).toEqual([]);
  });
});
