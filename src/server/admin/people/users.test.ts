import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, profiles, users } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { callAs, joinCompany, signUpCompany } from '../../test/session.ts';
import { setCompany } from './test-admin.ts';

// Spec part 2 §2 'Usuários' and §4: companies by name with their members (owner, admin, pilot),
// each company's billing status and each member's badge, searched and paged on the server.

const t = useAdminTestApp();
const get = (url: string) => callAs(t.app, t.admin, 'GET', url);

const deactivate = (email: string) =>
  t.db
    .update(profiles)
    .set({ active: false })
    .where(
      eq(profiles.user_id, t.db.select({ id: users.id }).from(users).where(eq(users.email, email))),
    );

describe('GET /api/admin/users', () => {
  it('answers 401 to a visitor and 403 to a company owner', async () => {
    const { cookie } = await signUpCompany(t.app);
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await callAs(t.app, cookie, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('lists each company with its members by role, billing status and badges', async () => {
    const sul = await signUpCompany(t.app, { companyName: 'Aero Sul', email: 'dono@sul.com.br' });
    await joinCompany(t.app, sul.companyId, 'pilot', 'piloto@sul.com.br');
    await joinCompany(t.app, sul.companyId, 'admin', 'admin@sul.com.br');
    await joinCompany(t.app, sul.companyId, 'pilot', 'antigo@sul.com.br');
    await deactivate('antigo@sul.com.br');
    const res = await get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const [company] = res.json().items;
    expect(company).toMatchObject({
      company_name: 'Aero Sul',
      subscription_status: 'trial',
      billing: { level: 'error', label: 'Usuários ativos sem assinatura' },
    });
    expect(
      company.members.map((m: { email: string; role: string; badge: string }) => [
        m.email,
        m.role,
        m.badge,
      ]),
    ).toEqual([
      ['dono@sul.com.br', 'owner', 'Trial'],
      ['admin@sul.com.br', 'admin', 'Trial'],
      ['piloto@sul.com.br', 'pilot', 'Trial'],
      ['antigo@sul.com.br', 'pilot', 'Inativo'],
    ]);
    await setCompany(t.db, sul.companyId, { subscription_status: 'active' });
    const paid = (await get('/api/admin/users')).json().items[0];
    expect(paid.billing).toEqual({ level: 'ok', label: 'Cobrança OK' });
    expect(paid.members.map((m: { badge: string }) => m.badge)).toEqual([
      'Ativo',
      'Ativo',
      'Ativo',
      'Inativo',
    ]);
  });

  // §4 'Billing status per company in the hierarchy', one row per case.
  it.each([
    ['trial', 0, 'warning', 'Nenhum usuário ativo'],
    ['active', 0, 'warning', 'Nenhum usuário ativo'],
    ['trial', 1, 'ok', 'Cobrança OK'],
    ['inactive', 1, 'ok', 'Cobrança OK'],
    ['active', 2, 'ok', 'Cobrança OK'],
    ['inactive', 2, 'error', 'Usuários ativos sem assinatura'],
  ] as const)('subscription %s with %i active users: %s', async (status, active, level, label) => {
    const [company] = await t.db
      .insert(companies)
      .values({ company_name: 'Aero Teste', subscription_status: status })
      .returning();
    for (let i = 0; i < active; i++)
      await joinCompany(t.app, company!.id, 'pilot', `piloto${i}@teste.com.br`);
    const [item] = (await get('/api/admin/users')).json().items;
    expect(item.billing).toEqual({ level, label });
  });

  it('searches company names and member names or e-mails, and pages 20 companies', async () => {
    const sul = await signUpCompany(t.app, { companyName: 'Aero Sul', email: 'dono@sul.com.br' });
    await joinCompany(t.app, sul.companyId, 'pilot', 'joana.prado@sul.com.br');
    await t.db
      .update(users)
      .set({ name: 'Joana Prado' })
      .where(eq(users.email, 'joana.prado@sul.com.br'));
    await t.db.insert(companies).values(
      Array.from({ length: 21 }, (_, i) => ({
        company_name: `Voa ${String(i).padStart(2, '0')}`,
      })),
    );
    const firstPage = (await get('/api/admin/users')).json();
    expect(firstPage.total).toBe(22);
    expect(firstPage.items).toHaveLength(20);
    expect(firstPage.items[0].company_name).toBe('Aero Sul');
    expect((await get('/api/admin/users?pagina=2')).json().items[1].company_name).toBe('Voa 20');
    const byName = (busca: string) =>
      get(`/api/admin/users?busca=${encodeURIComponent(busca)}`).then((r) =>
        r.json().items.map((c: { company_name: string }) => c.company_name),
      );
    expect(await byName('PRADO')).toEqual(['Aero Sul']);
    expect(await byName('dono@sul')).toEqual(['Aero Sul']);
    expect(await byName('voa 1')).toHaveLength(10);
    expect(await byName('50%')).toEqual([]);
    expect((await get('/api/admin/users?pagina=abc')).statusCode).toBe(400);
  });
});
