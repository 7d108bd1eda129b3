import { addYears } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toolPasswordError } from '../../../domain/admin/tools.ts';
import { insertCredentialUser } from '../../identity/users.ts';
import {
  adminActionsAudit,
  affiliates,
  companies,
  companyInvites,
  mailOutbox,
  passwordChangeAttempts,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import {
  callAs,
  getMe,
  logIn,
  signUpCompany,
  TEST_PASSWORD,
  platformAdminCookie,
} from '../../test/session.ts';

const t = useTestApp();
const audits = (action: string) =>
  t.db.select().from(adminActionsAudit).where(eq(adminActionsAudit.action_type, action));

const ROUTES: ['GET' | 'POST', string, object | undefined][] = [
  ['POST', '/api/admin/tools/demo-account', { email: 'x@y.com', companyName: 'X' }],
  ['GET', '/api/admin/tools/orphans', undefined],
  ['POST', '/api/admin/tools/orphans/u1/fix', undefined],
  ['POST', '/api/admin/tools/password', { userEmail: 'x@y.com', newPassword: 'Abcdefg1!' }],
  ['POST', '/api/admin/tools/invite-test', { companyId: crypto.randomUUID(), email: 'x@y.com' }],
  ['POST', '/api/admin/tools/weekly-report', { manual: true }],
];

describe('who may use the tools', () => {
  it.each(ROUTES)(
    '%s %s: 401 for a visitor, 403 for a company owner',
    async (method, url, payload) => {
      const visitor = await callAs(t.app, undefined, method, url, payload);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.message).toBe('Usuário não autenticado');
      const { cookie } = await signUpCompany(t.app);
      const owner = await callAs(t.app, cookie, method, url, payload);
      expect(owner.statusCode).toBe(403);
    },
  );
});

const body = { email: 'apresentacao@agrovoo.com.br', companyName: 'Aero Demo Teste' };
const companyCount = async () => (await t.db.select({ id: companies.id }).from(companies)).length;

describe('demo account (spec part 2 §9)', () => {
  it('creates a premium company with its season and a generated password shown once; audited', async () => {
    const cookie = await platformAdminCookie(t.app);
    const res = await callAs(t.app, cookie, 'POST', '/api/admin/tools/demo-account', body);
    expect(res.statusCode, res.body).toBe(201);
    const { companyId, email, password } = res.json();
    expect(email).toBe(body.email);
    // No password in the code: a strong one made for this account (issue 35, item 4).
    expect(password).toMatch(/^.{16,}$/);
    expect(toolPasswordError(password)).toBeNull();
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({
      company_name: 'Aero Demo Teste',
      subscription_status: 'active',
    });
    expect(company!.next_billing_date).toEqual(addYears(company!.trial_start_date!, 1));
    expect((await logIn(t.app, body.email, password)).statusCode).toBe(200);
    const [audit] = await audits('create_demo_account');
    expect(audit).toMatchObject({ target_company_id: companyId, details: { email: body.email } });
    // The password is shown once: neither the audit row nor the stored user keeps it.
    expect(JSON.stringify(audit)).not.toContain(password);
    const [owner] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(JSON.stringify(owner)).not.toContain(password);
    // Only the server's own demo owner is an affiliate: no made-up commission reaches the
    // platform's real payouts.
    expect(await t.db.select().from(affiliates)).toEqual([]);

    // Another demo beside the first (the server's own demo, say): nothing of one clashes, and
    // each gets its own password.
    const other = await callAs(t.app, cookie, 'POST', '/api/admin/tools/demo-account', {
      email: 'outra-demo@agrovoo.com.br',
      companyName: 'Outra Demo',
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().password).not.toBe(password);

    const again = await callAs(t.app, cookie, 'POST', '/api/admin/tools/demo-account', {
      ...body,
      companyName: 'Terceira Demo',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ email: 'Este e-mail já está em uso.' });
  }, 120_000); // two seasons of demo data

  it('takes requests at once in turn: one company per name, the same name refused', async () => {
    const cookie = await platformAdminCookie(t.app);
    const answers = await Promise.all(
      [
        ['primeira', 'Aero Demo Dupla'],
        ['segunda', 'Aero Demo Dupla'],
        ['terceira', 'Aero Demo Outra'],
      ].map(([who, companyName]) =>
        callAs(t.app, cookie, 'POST', '/api/admin/tools/demo-account', {
          email: `${who}-demo@agrovoo.com.br`,
          companyName,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().error.fields).toEqual({
      companyName: 'Nome da empresa: já existe uma empresa com este nome.',
    });
    expect(await companyCount()).toBe(2);
    expect(await audits('create_demo_account')).toHaveLength(2);
  }, 120_000); // two seasons of demo data

  it.each(['Aero Demo Teste', '  aero demo TESTE '])(
    'refuses the name of a company that exists (%j), writing nothing',
    async (companyName) => {
      await t.db.insert(companies).values({ company_name: 'Aero Demo Teste' });
      const cookie = await platformAdminCookie(t.app);
      const res = await callAs(t.app, cookie, 'POST', '/api/admin/tools/demo-account', {
        email: 'nova-demo@agrovoo.com.br',
        companyName,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        companyName: 'Nome da empresa: já existe uma empresa com este nome.',
      });
      expect(await companyCount()).toBe(1);
      expect(
        await t.db.select().from(users).where(eq(users.email, 'nova-demo@agrovoo.com.br')),
      ).toEqual([]);
      expect(await audits('create_demo_account')).toEqual([]);
    },
  );
});

const DEMO = '/api/admin/tools/demo-account';
const PASSWORD = '/api/admin/tools/password';

describe('bad input answers 400 naming the field', () => {
  it.each([
    [DEMO, { ...body, email: 'nao-e-email' }, 'email', 'Formato de e-mail inválido'],
    // The password is made on the server, never chosen in the form.
    [DEMO, { ...body, password: 'Demo@AgroVoo2026' }, 'body', 'Chave inválida: "password"'],
    [DEMO, { ...body, companyName: '' }, 'companyName', 'Nome da empresa é obrigatório.'],
    [
      PASSWORD,
      { userEmail: 'dono@aerosul.com.br', newPassword: '' },
      'newPassword',
      'Nova senha é obrigatória',
    ],
    [
      PASSWORD,
      { userEmail: 'dono@aerosul.com.br', newPassword: 'abcdefgh' },
      'newPassword',
      'A senha deve conter pelo menos: 1 maiúscula, 1 número, 1 caractere especial',
    ],
    [
      PASSWORD,
      { userEmail: 'dono', newPassword: 'Abcdefg1!' },
      'userEmail',
      'Formato de e-mail inválido',
    ],
  ])('%s %j', async (url, payload, field, message) => {
    const res = await callAs(t.app, await platformAdminCookie(t.app), 'POST', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
  });
});

describe('orphan users', () => {
  it('lists users without an active profile (never the platform admins) and fixes one', async () => {
    const cookie = await platformAdminCookie(t.app);
    await signUpCompany(t.app);
    const orphanId = await insertCredentialUser(t.db, {
      email: 'sem-empresa@aerosul.com.br',
      passwordHash: 'x',
      now: new Date(),
    });
    const list = await callAs(t.app, cookie, 'GET', '/api/admin/tools/orphans');
    expect(list.json()).toMatchObject({
      items: [{ id: orphanId, email: 'sem-empresa@aerosul.com.br' }],
      total: 1,
      pageSize: 20,
    });

    const fixed = await callAs(t.app, cookie, 'POST', `/api/admin/tools/orphans/${orphanId}/fix`);
    expect(fixed.statusCode).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, orphanId));
    expect(profile).toMatchObject({
      company_id: fixed.json().companyId,
      role_in_company: 'owner',
      active: true,
    });
    expect(await audits('fix_orphan_user')).toMatchObject([
      { target_company_id: fixed.json().companyId, details: { user_id: orphanId } },
    ]);
    const after = await callAs(t.app, cookie, 'GET', '/api/admin/tools/orphans');
    expect(after.json().total).toBe(0);

    const twice = await callAs(t.app, cookie, 'POST', `/api/admin/tools/orphans/${orphanId}/fix`);
    expect(twice.statusCode).toBe(404);
    expect((await audits('fix_orphan_user')).length).toBe(1);
  });

  it('400 for a bad page', async () => {
    const cookie = await platformAdminCookie(t.app);
    const res = await callAs(t.app, cookie, 'GET', '/api/admin/tools/orphans?pagina=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pagina: 'Página inválida.' });
  });
});

describe('password reset tool', () => {
  it('sets the password, ends the user’s sessions and records the attempt and the action', async () => {
    const admin = await platformAdminCookie(t.app);
    const { cookie: ownerSession } = await signUpCompany(t.app);
    expect((await getMe(t.app, ownerSession)).json()).not.toBeNull();
    const res = await callAs(t.app, admin, 'POST', '/api/admin/tools/password', {
      userEmail: 'Dono@AeroSul.com.br',
      newPassword: 'Nova#Senha2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await getMe(t.app, ownerSession)).json()).toBeNull(); // signed out
    expect((await logIn(t.app, 'dono@aerosul.com.br', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, 'dono@aerosul.com.br', 'Nova#Senha2026')).statusCode).toBe(200);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br'));
    expect(await t.db.select().from(passwordChangeAttempts)).toMatchObject([
      { user_id: owner!.id, success: true },
    ]);
    expect(await audits('admin_password_reset')).toMatchObject([
      { details: { user_id: owner!.id, email: 'dono@aerosul.com.br' } },
    ]);
  });

  it('404 with a clear message for an unknown e-mail', async () => {
    const res = await callAs(t.app, await platformAdminCookie(t.app), 'POST', PASSWORD, {
      userEmail: 'ninguem@aerosul.com.br',
      newPassword: 'Abcdefg1!',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Nenhum usuário cadastrado com este e-mail.');
  });
});

describe('invite-system tester', () => {
  it('creates, sends and removes a test invite as the company’s owner, timing each step', async () => {
    const admin = await platformAdminCookie(t.app);
    const { companyId } = await signUpCompany(t.app);
    const res = await callAs(t.app, admin, 'POST', '/api/admin/tools/invite-test', {
      companyId,
      email: 'teste-convite@aerosul.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      steps: [
        { step: 'create', ok: true },
        { step: 'send', ok: true },
        { step: 'remove', ok: true },
      ],
    });
    expect(await t.db.select().from(companyInvites)).toEqual([]);
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to_address: 'teste-convite@aerosul.com.br' });
    expect(await audits('test_invite_system')).toMatchObject([{ target_company_id: companyId }]);
  });

  it('a company without an active owner refuses; an unknown company is 404', async () => {
    const admin = await platformAdminCookie(t.app);
    const { companyId } = await signUpCompany(t.app);
    await t.db
      .update(profiles)
      .set({ active: false })
      .where(and(eq(profiles.company_id, companyId), eq(profiles.role_in_company, 'owner')));
    const res = await callAs(t.app, admin, 'POST', '/api/admin/tools/invite-test', {
      companyId,
      email: 'a@b.com',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Apenas proprietários podem testar o sistema de convites.',
    );
    const unknown = await callAs(t.app, admin, 'POST', '/api/admin/tools/invite-test', {
      companyId: crypto.randomUUID(),
      email: 'a@b.com',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('weekly report, manual', () => {
  it('mails the report to every platform admin and audits the send', async () => {
    const admin = await platformAdminCookie(t.app);
    await signUpCompany(t.app);
    const res = await callAs(t.app, admin, 'POST', '/api/admin/tools/weekly-report', {
      manual: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sentTo: ['ops@agrovoo.com.br'],
      report: { newCompanies: 1, activeUsers: 1 },
    });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to_address: 'ops@agrovoo.com.br',
      subject: 'Relatório semanal de atividade — AgroVoo',
    });
    expect(mail!.text_body).toContain('Novas empresas: 1');
    expect(await audits('send_weekly_report')).toHaveLength(1);
    const bad = await callAs(t.app, admin, 'POST', '/api/admin/tools/weekly-report', {
      manual: false,
    });
    expect(bad.statusCode).toBe(400);
  });
});
