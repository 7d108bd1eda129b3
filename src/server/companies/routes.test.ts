import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyInvites, profiles } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { cookieFrom, getMe, signUpCompany, TEST_PASSWORD } from '../test/session.ts';

const { clock, moveTo } = movableClock(new Date('2026-11-22T10:00:00-03:00'));
const t = useTestApp({ clock });

const invite = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/company/invites', headers: { cookie }, payload });

/** The token of the latest invite e-mail sent to an address (from the outbox). */
async function inviteToken(email: string): Promise<string> {
  const { messages } = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
  const message = messages.find((m: { to: string }) => m.to === email);
  const url = new URL(/https?:\/\/\S+\/auth\?invite=\S+/.exec(message.text)![0]);
  expect(url.searchParams.get('email')).toBe(email);
  return url.searchParams.get('invite')!;
}

/** Invites the e-mail into the owner's company; answers the token its e-mail carries. */
async function invited(ownerCookie: string, email: string, role: 'admin' | 'pilot' = 'pilot') {
  await invite(ownerCookie, { email, role });
  return inviteToken(email);
}

const acceptWithPassword = (token: string, email: string, password = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invites/accept-with-password',
    payload: { token, email, password },
  });

/** Someone with an account but no company: signed up, then the profile deactivated. */
async function withoutCompany(email: string) {
  const user = await signUpCompany(t.app, { email, companyName: 'Antiga' });
  await t.db.update(profiles).set({ active: false }).where(eq(profiles.company_id, user.companyId));
  return user;
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie && { headers: { cookie } }) });

describe('company invites', () => {
  it('are created by the owner, mailed, listed while pending, and refused twice', async () => {
    const owner = await signUpCompany(t.app);
    const res = await invite(owner.cookie, { email: ' Piloto@AeroSul.com.br ', role: 'pilot' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invite: { email: 'piloto@aerosul.com.br', role: 'pilot', status: 'pending' },
      emailSent: true,
    });
    expect(await inviteToken('piloto@aerosul.com.br')).toMatch(/^[\w-]{40,}$/);

    const list = await get('/api/company/invites', owner.cookie);
    expect(list.json().invites).toHaveLength(1);

    const again = await invite(owner.cookie, { email: 'piloto@aerosul.com.br', role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVITE_DUPLICATE');
  });

  it.each([
    [{ email: 'x@aerosul.com.br', role: 'owner' }, 'role'],
    [{ email: 'não-é-email', role: 'pilot' }, 'email'],
    [{ role: 'pilot' }, 'email'],
  ])('refuses %o with 400 naming %s', async (payload, field) => {
    const owner = await signUpCompany(t.app);
    const res = await invite(owner.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('refuses to invite someone who is already a member', async () => {
    const owner = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    const res = await invite(owner.cookie, { email: 'dono@aerosul.com.br', role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_MEMBER');
  });

  it('need a session (401) and an owner or admin (403 for a pilot)', async () => {
    expect((await get('/api/company/invites')).statusCode).toBe(401);
    const owner = await signUpCompany(t.app);
    const pilot = await acceptWithPassword(
      await invited(owner.cookie, 'piloto@aerosul.com.br'),
      'piloto@aerosul.com.br',
    );
    const pilotCookie = cookieFrom(pilot);
    expect(
      (await invite(pilotCookie, { email: 'outro@aerosul.com.br', role: 'pilot' })).statusCode,
    ).toBe(403);
    expect((await get('/api/company/invites', pilotCookie)).statusCode).toBe(403);
  });

  it("answer 404 to another company's ids and show it nothing", async () => {
    const a = await signUpCompany(t.app, { email: 'dono@a.com.br', companyName: 'A' });
    const b = await signUpCompany(t.app, { email: 'dono@b.com.br', companyName: 'B' });
    const { invite: created } = (
      await invite(a.cookie, { email: 'piloto@a.com.br', role: 'pilot' })
    ).json();
    const asB = (method: 'POST' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: { cookie: b.cookie } });
    expect((await asB('POST', `/api/company/invites/${created.id}/resend`)).statusCode).toBe(404);
    expect((await asB('DELETE', `/api/company/invites/${created.id}`)).statusCode).toBe(404);
    const listB = await get('/api/company/invites', b.cookie);
    expect(listB.json().invites).toEqual([]);
    const membersB = await get('/api/company/members', b.cookie);
    expect(membersB.json().members.map((m: { email: string }) => m.email)).toEqual([
      'dono@b.com.br',
    ]);
    expect(await t.db.select().from(companyInvites)).toHaveLength(1);
  });

  it('are resent with a new link, the old one no longer working', async () => {
    const owner = await signUpCompany(t.app);
    const { invite: created } = (
      await invite(owner.cookie, { email: 'piloto@aerosul.com.br', role: 'pilot' })
    ).json();
    const oldToken = await inviteToken('piloto@aerosul.com.br');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/company/invites/${created.id}/resend`,
      headers: { cookie: owner.cookie },
    });
    expect(resent.statusCode).toBe(200);
    const newToken = await inviteToken('piloto@aerosul.com.br');
    expect(newToken).not.toBe(oldToken);
    expect((await acceptWithPassword(oldToken, 'piloto@aerosul.com.br')).statusCode).toBe(404);
    expect((await acceptWithPassword(newToken, 'piloto@aerosul.com.br')).statusCode).toBe(200);
  });

  it('are deleted by the company, once', async () => {
    const owner = await signUpCompany(t.app);
    const { invite: created } = (
      await invite(owner.cookie, { email: 'piloto@aerosul.com.br', role: 'pilot' })
    ).json();
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/company/invites/${created.id}`,
        headers: { cookie: owner.cookie },
      });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
  });

  it('cannot be created once the trial is over (402)', async () => {
    const owner = await signUpCompany(t.app);
    moveTo(new Date('2026-12-10T10:00:00-03:00'));
    const res = await invite(owner.cookie, { email: 'piloto@aerosul.com.br', role: 'pilot' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('accepting an invite', () => {
  it('creates the account of a new e-mail, joins the company with the invited role and opens a session', async () => {
    const owner = await signUpCompany(t.app);
    const res = await acceptWithPassword(
      await invited(owner.cookie, 'piloto@aerosul.com.br'),
      'piloto@aerosul.com.br',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, company_id: owner.companyId });
    const me = await getMe(t.app, cookieFrom(res));
    expect(me.json().membership).toMatchObject({ role: 'pilot', company: { id: owner.companyId } });
    const [accepted] = await t.db.select().from(companyInvites);
    expect(accepted).toMatchObject({ status: 'accepted', accepted_at: t.now });
    const members = await get('/api/company/members', owner.cookie);
    expect(members.json().members.map((m: { role: string }) => m.role)).toEqual(['owner', 'pilot']);
  });

  it.each([
    ['curta1!', 'A senha deve ter entre 8 e 128 caracteres'],
    [
      'semnumeros',
      'A senha deve conter pelo menos: 1 maiúscula, 1 minúscula, 1 número e 1 caractere especial',
    ],
  ])('checks a new password %j: %s', async (password, message) => {
    const owner = await signUpCompany(t.app);
    const res = await acceptWithPassword(
      await invited(owner.cookie, 'piloto@aerosul.com.br'),
      'piloto@aerosul.com.br',
      password,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(message);
    expect(await t.db.select().from(profiles)).toHaveLength(1);
  });

  it("asks an existing account for its password ('Senha incorreta')", async () => {
    const owner = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    await withoutCompany('admin@aerosul.com.br');
    const token = await invited(owner.cookie, 'admin@aerosul.com.br', 'admin');
    const wrong = await acceptWithPassword(token, 'admin@aerosul.com.br', 'Errada#2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Senha incorreta',
      fields: { password: 'Você já tem uma conta com este email. Digite sua senha atual.' },
    });
    expect((await acceptWithPassword(token, 'admin@aerosul.com.br')).statusCode).toBe(200);
  });

  it("refuses someone who already belongs to a company ('Você já pertence a uma empresa')", async () => {
    const owner = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
    await signUpCompany(t.app, { email: 'ocupado@aerosul.com.br', companyName: 'Outra' });
    const res = await acceptWithPassword(
      await invited(owner.cookie, 'ocupado@aerosul.com.br'),
      'ocupado@aerosul.com.br',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Você já pertence a uma empresa');
    expect(await t.db.select().from(companies)).toHaveLength(2);
  });

  it('refuses another e-mail than the invited one, and a link used already', async () => {
    const owner = await signUpCompany(t.app);
    const token = await invited(owner.cookie, 'piloto@aerosul.com.br');
    expect((await acceptWithPassword(token, 'intruso@aerosul.com.br')).statusCode).toBe(403);
    expect((await acceptWithPassword(token, 'piloto@aerosul.com.br')).statusCode).toBe(200);
    const reused = await acceptWithPassword(token, 'piloto@aerosul.com.br');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe('Convite inválido ou expirado');
  });

  it('say on their card which company invites and as what, while pending only', async () => {
    const preview = (token: string) => get(`/api/invites/convite?token=${token}`);
    const owner = await signUpCompany(t.app, { companyName: 'Aero X' });
    const token = await invited(owner.cookie, 'admin@aerox.com.br', 'admin');
    const shown = await preview(token);
    expect([shown.statusCode, shown.json()]).toEqual([200, { empresa: 'Aero X', papel: 'admin' }]);
    // An unknown token is not an invite (404); no token is a bad request (400).
    for (const wrong of ['naoexiste', '']) {
      const res = await preview(wrong);
      expect(res.statusCode).toBe(wrong ? 404 : 400);
    }
    expect((await acceptWithPassword(token, 'admin@aerox.com.br')).statusCode).toBe(200);
    const used = await preview(token);
    expect([used.statusCode, used.json().error.message]).toEqual([
      404,
      'Convite inválido ou expirado',
    ]);
  });
});
