import { describe, expect, it } from 'vitest';
import { companies as companiesTable } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { callAs, signUpCompany } from '../../test/session.ts';

// Spec part 2 §2 'E-mails' and §4 'E-mail list grouping': which companies' contact e-mails
// each list holds, by name, a page at a time, searched, and all of them for 'Copiar Todos'.

const t = useAdminTestApp();
const get = (url: string) => callAs(t.app, t.admin, 'GET', url);
const names = (res: { json: () => { items: { company_name: string }[] } }) =>
  res.json().items.map((i) => i.company_name);

type Company = Partial<typeof companiesTable.$inferInsert>;
/** §4, one row per case: the company, and the group its e-mail belongs to (none: null). */
const GROUPING: [string, Company, 'ativos' | 'aguardando' | null][] = [
  ['Alfa', { active: true, subscription_status: 'active' }, 'ativos'],
  ['Beta', { active: true, subscription_status: 'trial' }, 'aguardando'],
  ['Gama', { active: true, subscription_status: 'inactive' }, 'aguardando'],
  ['Delta', { active: false, subscription_status: 'active' }, null],
  ['Épsilon', { active: false, subscription_status: 'trial' }, null],
  ['Zeta', { active: true, subscription_status: 'active', contact_email: null }, null],
  ['Eta', { active: true, subscription_status: 'trial', contact_email: '' }, null],
];

// Companies written straight to the table: the lists read no members, and a sign-up is slow.
const seed = () =>
  t.db.insert(companiesTable).values(
    GROUPING.map(([name, patch]) => ({
      company_name: name,
      contact_email: `contato@${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.com.br`,
      ...patch,
    })),
  );

describe('who may read the e-mail lists', () => {
  it.each(['/api/admin/emails', '/api/admin/emails/ativos', '/api/admin/emails/aguardando/todos'])(
    '%s answers 401 to a visitor and 403 to a company owner',
    async (url) => {
      const { cookie } = await signUpCompany(t.app);
      expect((await callAs(t.app, undefined, 'GET', url)).statusCode).toBe(401);
      expect((await callAs(t.app, cookie, 'GET', url)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/emails/:grupo', () => {
  it('groups the contact e-mails as §4 says, by company name, with the totals', async () => {
    await seed();
    for (const group of ['ativos', 'aguardando'] as const) {
      const expected = GROUPING.filter(([, , g]) => g === group).map(([name]) => name);
      expect(names(await get(`/api/admin/emails/${group}`)), group).toEqual(expected.sort());
    }
    expect((await get('/api/admin/emails/aguardando')).json().items).toEqual([
      expect.objectContaining({
        contact_email: 'contato@beta.com.br',
        subscription_status: 'trial',
      }),
      expect.objectContaining({
        contact_email: 'contato@gama.com.br',
        subscription_status: 'inactive',
      }),
    ]);
    expect((await get('/api/admin/emails')).json()).toEqual({ ativos: 1, aguardando: 2 });
  });

  it('searches by company name or e-mail and pages 50 at a time', async () => {
    await seed();
    expect(names(await get('/api/admin/emails/aguardando?busca=GAMA.com'))).toEqual(['Gama']);
    expect(names(await get('/api/admin/emails/aguardando?busca=bet'))).toEqual(['Beta']);
    expect((await get('/api/admin/emails/aguardando?busca=100%25')).json().total).toBe(0);
    const page2 = (await get('/api/admin/emails/aguardando?pagina=2')).json();
    expect(page2).toEqual({ items: [], total: 2, pageSize: 50 });
    expect((await get('/api/admin/emails/pagos')).statusCode).toBe(400);
    const bad = await get('/api/admin/emails/ativos?pagina=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Página inválida.');
  });
});

describe('GET /api/admin/emails/:grupo/todos', () => {
  it('answers every e-mail of the group comma-joined, each once, not only a page', async () => {
    // 55 companies, of which two share one contact, written in another case.
    await t.db.insert(companiesTable).values(
      Array.from({ length: 55 }, (_, i) => ({
        company_name: `Aero ${String(i).padStart(2, '0')}`,
        contact_email: i === 54 ? 'DONO0@aero.com.br' : `dono${i}@aero.com.br`,
        subscription_status: 'active' as const,
      })),
    );
    expect((await get('/api/admin/emails/ativos')).json().items).toHaveLength(50);
    const all = (await get('/api/admin/emails/ativos/todos')).json();
    expect(all.count).toBe(54);
    expect(all.emails.split(', ')).toHaveLength(54);
    expect(all.emails.startsWith('dono0@aero.com.br, dono1@aero.com.br, ')).toBe(true);
    expect((await get('/api/admin/emails/ativos/todos?busca=dono5')).json()).toEqual({
      emails:
        'dono5@aero.com.br, dono50@aero.com.br, dono51@aero.com.br, dono52@aero.com.br, dono53@aero.com.br',
      count: 5,
    });
    expect((await get('/api/admin/emails/aguardando/todos')).json()).toEqual({
      emails: '',
      count: 0,
    });
  });
});
