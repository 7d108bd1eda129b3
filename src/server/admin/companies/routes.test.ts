import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensurePlatformAdmin } from '../../auth/platform-admin.ts';
import { adminActionsAudit, companies } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { cookieFrom, getMe, logIn, signUpCompany } from '../../test/session.ts';

let admin: string;
const now = new Date('2026-11-22T10:00:00-03:00');

const t = useTestApp({ clock: { now: () => now } });
beforeEach(async () => {
  await ensurePlatformAdmin(
    { db: t.db, auth: t.app.auth, clock: t.app.clock },
    { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' },
  );
  admin = cookieFrom(await logIn(t.app, 'ops@agrovoo.com.br', 'Admin#Forte2026'));
});

const patch = (id: string, payload: object, cookie = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/companies/${id}`,
    headers: { cookie },
    payload,
  });
const list = (query = '', cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/companies${query}`, headers: { cookie } });

describe('who may use the admin company tools', () => {
  it('answers 401 to a visitor and 403 to a company owner', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies' })).statusCode).toBe(
      401,
    );
    expect((await list('', cookie)).statusCode).toBe(403);
    const res = await patch(companyId, { status: 'suspenso' }, cookie);
    expect(res.statusCode).toBe(403);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.status).toBe('ativo');
  });
});

describe('GET /api/admin/companies', () => {
  it('lists newest first with active members, searches and paginates', async () => {
    await signUpCompany(t.app, { email: 'a@aerosul.com.br', companyName: 'Aero Sul' });
    await signUpCompany(t.app, { email: 'b@voeagro.com.br', companyName: 'Voe Agro' });
    const all = (await list()).json();
    expect(all.total).toBe(2);
    expect(all.companies.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Voe Agro',
      'Aero Sul',
    ]);
    expect(all.companies[0]).toMatchObject({ active_members: 1, subscription_status: 'trial' });
    const found = (await list('?busca=aerosul')).json();
    expect(found.companies.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Aero Sul',
    ]);
    expect((await list('?pagina=2')).json().companies).toEqual([]);
    expect((await list('?busca=100%25')).json().total).toBe(0); // % is a literal, not a wildcard
    expect((await list('?pagina=0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/companies/:id', () => {
  it('ends a trial: the owner may no longer act, and the change is audited', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    const yesterday = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
    const res = await patch(companyId, { trial_ends_at: yesterday, billing_email: 'ligou' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trial_ends_at: yesterday, billing_email: 'ligou' });
    const me = await getMe(t.app, cookie);
    expect(me.json().membership).toMatchObject({
      canAct: false,
      company: { trial_days_remaining: 0 },
    });
    const [entry] = await t.db.select().from(adminActionsAudit);
    expect(entry).toMatchObject({
      action_type: 'update_company_status',
      target_company_id: companyId,
      details: { trial_ends_at: yesterday, billing_email: 'ligou' },
    });
  });

  it('answers 404 for an unknown company, and changes and audits nothing', async () => {
    const res = await patch('5f0c8a40-0000-4000-8000-000000000000', { status: 'suspenso' });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });

  it.each([
    [{ max_users: 0 }, 'max_users', 'Limite de usuários deve ser pelo menos 1.'],
    [{ max_users: 2.5 }, 'max_users', 'Limite de usuários deve ser um número inteiro.'],
    [{ status: 'aberto' }, 'status', 'Status inválido.'],
    [{ subscription_status: 'paga' }, 'subscription_status', 'Status da assinatura inválido.'],
    [
      { trial_ends_at: '22/11/2026' },
      'trial_ends_at',
      'Fim do teste: use uma data e hora válidas.',
    ],
  ])('answers 400 naming the field for %j', async (payload, field, message) => {
    const { companyId } = await signUpCompany(t.app);
    const res = await patch(companyId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });

  it('refuses an empty change and unknown fields', async () => {
    const { companyId } = await signUpCompany(t.app);
    expect((await patch(companyId, {})).statusCode).toBe(400);
    expect((await patch(companyId, { company_name: 'Outra' })).statusCode).toBe(400);
  });
});
