import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminActionsAudit,
  companies,
  profiles,
  userCharges,
  users,
} from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';
import { getMe, signUpCompany, callAs } from '../../test/session.ts';

const UNKNOWN = '5f0c8a40-0000-4000-8000-000000000000';

const t = useAdminTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

const patch = (id: string, payload: object, cookie = t.admin) =>
  callAs(t.app, cookie, 'PATCH', `/api/admin/companies/${id}`, payload);
const list = (query = '', cookie = t.admin) =>
  callAs(t.app, cookie, 'GET', `/api/admin/companies${query}`);
const names = (res: { json: () => { items: { company_name: string }[] } }) =>
  res.json().items.map((c) => c.company_name);
const audit = () => t.db.select().from(adminActionsAudit);

describe('who may use the admin company tools', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/companies'],
      ['PATCH', `/api/admin/companies/${id}`, { status: 'suspenso' }],
      ['DELETE', `/api/admin/companies/${id}`],
      ['GET', `/api/admin/companies/${id}/financeiro`],
      ['GET', '/api/admin/companies/envio-em-massa'],
      ['POST', `/api/admin/companies/${id}/trial-email`, { email_type: 'reminder' }],
    ] as const;

  it('answers 401 to a visitor and 403 to a company owner on every route, changing nothing', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    for (const [method, url, payload] of routes(companyId)) {
      expect([
        method,
        url,
        (await callAs(t.app, undefined, method, url, payload)).statusCode,
      ]).toEqual([method, url, 401]);
      expect([method, url, (await callAs(t.app, cookie, method, url, payload)).statusCode]).toEqual(
        [method, url, 403],
      );
    }
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.status).toBe('ativo');
    expect(await audit()).toEqual([]);
  });

  it.each([
    ['PATCH', { status: 'suspenso' }],
    ['DELETE', undefined],
    ['GET financeiro', undefined],
    ['POST trial-email', { email_type: 'reminder' }],
  ] as const)(
    'answers 404 to %s for an unknown company, auditing nothing',
    async (what, payload) => {
      const [method] = what.split(' ') as ['PATCH' | 'DELETE' | 'GET' | 'POST'];
      const suffix = what.includes('financeiro')
        ? '/financeiro'
        : what.includes('trial')
          ? '/trial-email'
          : '';
      const res = await callAs(
        t.app,
        t.admin,
        method,
        `/api/admin/companies/${UNKNOWN}${suffix}`,
        payload,
      );
      expect(res.statusCode).toBe(404);
      expect(await audit()).toEqual([]);
    },
  );

  it('answers 400 naming the id when it is not one', async () => {
    const res = await callAs(t.app, t.admin, 'DELETE', '/api/admin/companies/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ id: 'Empresa inválida.' });
  });
});

describe('GET /api/admin/companies', () => {
  it('lists newest first with active members and paginates by 20', async () => {
    await signUpCompany(t.app, { email: 'a@aerosul.com.br', companyName: 'Aero Sul' });
    await signUpCompany(t.app, { email: 'b@voeagro.com.br', companyName: 'Voe Agro' });
    const all = (await list()).json();
    expect(all.total).toBe(2);
    expect(all.pageSize).toBe(20);
    expect(names(await list())).toEqual(['Voe Agro', 'Aero Sul']);
    expect(all.items[0]).toMatchObject({ active_members: 1, subscription_status: 'trial' });
    expect((await list('?pagina=2')).json().items).toEqual([]);
    expect((await list('?pagina=0')).json().error.fields).toEqual({ pagina: 'Página inválida.' });
  });

  it.each([
    ['aero sul', ['Aero Sul']],
    ['contato@voe', ['Voe Agro']],
    ['12.345.678/0001-95', ['Aero Sul']],
    ['12345678000195', ['Aero Sul']],
    ['345.678', ['Aero Sul']],
    ['0001', ['Aero Sul', 'Voe Agro']],
    ['100%', []],
    ['a_r', []],
    // An alphanumeric CNPJ (IN RFB 2.229/2024), stored '12ABC34501DE35': typed either way.
    ['12.abc.345/01de-35', ['Nova Aero']],
    ['12ABC345', ['Nova Aero']],
  ])('searches %j on the server', async (busca, expected) => {
    await t.db.insert(companies).values([
      { company_name: 'Aero Sul', cnpj: '12345678000195', contact_email: 'dono@aerosul.com.br' },
      { company_name: 'Voe Agro', cnpj: '11222333000181', contact_email: 'contato@voeagro.com.br' },
      { company_name: 'Nova Aero', cnpj: '12ABC34501DE35', contact_email: 'nova@aero.com.br' },
    ]);
    const res = await list(`?busca=${encodeURIComponent(busca)}`);
    // Both are written in one statement, at the same instant: their order is not the point.
    expect(names(res).sort()).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });
});

describe('PATCH /api/admin/companies/:id', () => {
  it('ends a trial: the owner may no longer act, and the change is audited', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    const yesterday = new Date(t.now.getTime() - 24 * 3600 * 1000).toISOString();
    const res = await patch(companyId, { trial_ends_at: yesterday, admin_notes: 'ligou' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trial_ends_at: yesterday, admin_notes: 'ligou' });
    const me = await getMe(t.app, cookie);
    expect(me.json().membership).toMatchObject({
      canAct: false,
      company: { trial_days_remaining: 0 },
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action_type: 'update_company_status',
      target_company_id: companyId,
      details: { trial_ends_at: yesterday, admin_notes: 'ligou' },
    });
  });

  it("keeps the administrator's notes beside the billing e-mail, each changed on its own (decision 026)", async () => {
    const { companyId } = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const both = () => list().then((res) => res.json().items[0]);
    expect(await both()).toMatchObject({
      billing_email: 'dono@aerosul.com.br',
      admin_notes: null,
    });
    const noted = await patch(companyId, { admin_notes: 'Ligou em 20/11.\nPaga dia 5.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await both()).toMatchObject({
      billing_email: 'dono@aerosul.com.br',
      admin_notes: 'Ligou em 20/11.\nPaga dia 5.',
    });
    const billed = await patch(companyId, { billing_email: ' Financeiro@AeroSul.com.br ' });
    expect(billed.statusCode, billed.body).toBe(200);
    expect(await both()).toMatchObject({
      billing_email: 'financeiro@aerosul.com.br',
      admin_notes: 'Ligou em 20/11.\nPaga dia 5.',
    });
    expect((await patch(companyId, { billing_email: null, admin_notes: null })).statusCode).toBe(
      200,
    );
    expect(await both()).toMatchObject({ billing_email: null, admin_notes: null });
  });

  it.each([
    [{ max_users: 0 }, 'max_users', 'Limite de usuários deve ser pelo menos 1.'],
    [{ max_users: 2.5 }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ max_users: '3' }, 'max_users', 'Limite de usuários deve ser um número.'],
    [{ status: 'aberto' }, 'status', 'Status inválido.'],
    [{ subscription_status: 'paga' }, 'subscription_status', 'Status da assinatura inválido.'],
    [
      { trial_ends_at: '22/11/2026' },
      'trial_ends_at',
      'Fim do teste: use uma data e hora válidas.',
    ],
    [
      { billing_email: 'ligou' },
      'billing_email',
      'E-mail de cobrança: formato de e-mail inválido.',
    ],
    [
      { admin_notes: 'x'.repeat(2001) },
      'admin_notes',
      'Observações do administrador: use no máximo 2000 caracteres.',
    ],
    [
      { next_billing_date: '2026-13-01' },
      'next_billing_date',
      'Próxima cobrança: use uma data e hora válidas.',
    ],
  ])('answers 400 naming the field for %j', async (payload, field, message) => {
    const { companyId } = await signUpCompany(t.app);
    const res = await patch(companyId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(await audit()).toEqual([]);
  });

  it('refuses an empty change and unknown fields', async () => {
    const { companyId } = await signUpCompany(t.app);
    expect((await patch(companyId, {})).statusCode).toBe(400);
    expect((await patch(companyId, { company_name: 'Outra' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/companies/:id/financeiro', () => {
  it("lists the members' active subscription and the charges, newest first", async () => {
    const { companyId } = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const other = await signUpCompany(t.app, { email: 'dono@voeagro.com.br', companyName: 'Voe' });
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br'));
    const pilot = await insertUser(t.db);
    await t.db
      .insert(profiles)
      .values({ user_id: pilot.id, company_id: companyId, role_in_company: 'pilot' });
    await t.db.execute(
      `insert into subscribers (user_id, subscribed, updated_at) values ('${owner!.id}', true, '2026-11-20T12:00:00Z')`,
    );
    await t.db.insert(userCharges).values([
      {
        company_id: companyId,
        amount: 11980,
        status: 'paid',
        user_email: 'dono@aerosul.com.br',
        created_at: new Date('2026-10-20T12:00:00Z'),
      },
      {
        company_id: companyId,
        amount: 11980,
        status: 'pending',
        user_email: 'dono@aerosul.com.br',
        created_at: new Date('2026-11-21T12:00:00Z'),
      },
      {
        company_id: other.companyId,
        amount: 5990,
        status: 'paid',
        created_at: new Date('2026-11-01T12:00:00Z'),
      },
    ]);
    const res = await callAs(t.app, t.admin, 'GET', `/api/admin/companies/${companyId}/financeiro`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 3,
      pageSize: 20,
      items: [
        {
          kind: 'charge',
          status: 'pending',
          user_email: 'dono@aerosul.com.br',
          amount_cents: 11980,
          at: '2026-11-21T12:00:00.000Z',
        },
        {
          kind: 'subscription',
          status: 'active',
          user_email: 'dono@aerosul.com.br',
          amount_cents: 11980,
          at: '2026-11-20T12:00:00.000Z',
        },
        {
          kind: 'charge',
          status: 'paid',
          user_email: 'dono@aerosul.com.br',
          amount_cents: 11980,
          at: '2026-10-20T12:00:00.000Z',
        },
      ],
    });
    const empty = await callAs(
      t.app,
      t.admin,
      'GET',
      `/api/admin/companies/${other.companyId}/financeiro?pagina=2`,
    );
    expect(empty.json()).toEqual({ items: [], total: 1, pageSize: 20 });
  });
});
