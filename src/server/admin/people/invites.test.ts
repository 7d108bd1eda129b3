import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActionsAudit, companyInvites } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { callAs, signUpCompany } from '../../test/session.ts';

// Spec part 2 §2 'Usuários' and §4 'Invite': every company's pending invites, which the
// platform admin may resend (a new link, through the company's own invite e-mail) or cancel,
// both audited.

const t = useAdminTestApp();
const UNKNOWN = '7b1f4a52-3c9d-4e8f-a1b2-c3d4e5f60718';
const as = (cookie: string | null) => (cookie === null ? {} : { cookie });
const resend = (id: string, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/invites/${id}/resend`, headers: as(cookie) });
const cancel = (id: string, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/invites/${id}`, headers: as(cookie) });

/** A company that invited a pilot; answers the owner's cookie, the company and the invite. */
async function invited(companyName: string, email: string) {
  const owner = await signUpCompany(t.app, {
    companyName,
    email: `dono@${companyName.replace(/ /g, '').toLowerCase()}.com.br`,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/company/invites',
    headers: { cookie: owner.cookie },
    payload: { email, role: 'pilot' },
  });
  return { ...owner, inviteId: res.json().invite.id as string };
}

const outbox = async (to: string) => {
  const { messages } = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
  return (messages as { to: string; text: string }[]).filter((m) => m.to === to);
};

describe('who may see and act on the pending invites', () => {
  it('answers 401 to a visitor and 403 to a company owner, changing nothing', async () => {
    const { cookie, inviteId } = await invited('Aero Sul', 'piloto@sul.com.br');
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/invites')).statusCode).toBe(401);
    expect((await callAs(t.app, cookie, 'GET', '/api/admin/invites')).statusCode).toBe(403);
    for (const call of [resend, cancel]) {
      expect((await call(inviteId, null)).statusCode).toBe(401);
      expect((await call(inviteId, cookie)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(companyInvites)).toHaveLength(1);
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});

describe('GET /api/admin/invites', () => {
  it("lists every company's pending invites, oldest first, searched and paged", async () => {
    expect((await callAs(t.app, t.admin, 'GET', '/api/admin/invites')).json()).toEqual({
      items: [],
      total: 0,
      pageSize: 20,
    });
    await invited('Aero Sul', 'piloto@sul.com.br');
    const cerrado = await invited('Aero Cerrado', 'piloto@cerrado.com.br');
    await t.db
      .update(companyInvites)
      .set({ status: 'accepted' })
      .where(eq(companyInvites.id, cerrado.inviteId));
    await invited('Voa Norte', 'admin@norte.com.br');
    const list = (await callAs(t.app, t.admin, 'GET', '/api/admin/invites')).json();
    expect(
      list.items.map((i: { email: string; company_name: string }) => [i.email, i.company_name]),
    ).toEqual([
      ['piloto@sul.com.br', 'Aero Sul'],
      ['admin@norte.com.br', 'Voa Norte'],
    ]);
    expect(list.items[0]).toMatchObject({ role: 'pilot' });
    const search = (busca: string) =>
      callAs(t.app, t.admin, 'GET', `/api/admin/invites?busca=${busca}`).then((r) =>
        r.json().items.map((i: { email: string }) => i.email),
      );
    expect(await search('norte')).toEqual(['admin@norte.com.br']);
    expect(await search('AERO%20SUL')).toEqual(['piloto@sul.com.br']);
    expect(
      (await callAs(t.app, t.admin, 'GET', '/api/admin/invites?pagina=2')).json().items,
    ).toEqual([]);
  });
});

describe('POST /api/admin/invites/:id/resend', () => {
  it('mails a new link, the old one stops working, and the resend is audited', async () => {
    const { companyId, inviteId } = await invited('Aero Sul', 'piloto@sul.com.br');
    const [before] = await t.db.select().from(companyInvites);
    const res = await resend(inviteId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailSent: true });
    const [after] = await t.db.select().from(companyInvites);
    expect(after!.token_hash).not.toBe(before!.token_hash);
    const mails = await outbox('piloto@sul.com.br');
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)!.text).toContain('Aero Sul');
    const audit = await t.db.select().from(adminActionsAudit);
    expect(audit).toEqual([
      expect.objectContaining({
        action_type: 'resend_invite',
        target_company_id: companyId,
        details: { invite_id: inviteId, email: 'piloto@sul.com.br' },
      }),
    ]);
  });

  it('answers 404 to an unknown or accepted invite and 400 to a malformed id', async () => {
    const { inviteId } = await invited('Aero Sul', 'piloto@sul.com.br');
    await t.db.update(companyInvites).set({ status: 'accepted' });
    expect((await resend(inviteId)).statusCode).toBe(404);
    expect((await resend(UNKNOWN)).statusCode).toBe(404);
    const bad = await resend('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Convite inválido.');
    expect(await t.db.select().from(adminActionsAudit)).toEqual([]);
  });
});

describe('DELETE /api/admin/invites/:id', () => {
  it('cancels a pending invite and audits it; a second cancel answers 404', async () => {
    const { companyId, inviteId } = await invited('Aero Sul', 'piloto@sul.com.br');
    expect((await cancel(inviteId)).statusCode).toBe(204);
    expect(await t.db.select().from(companyInvites)).toEqual([]);
    expect(await t.db.select().from(adminActionsAudit)).toEqual([
      expect.objectContaining({
        action_type: 'cancel_invite',
        target_company_id: companyId,
        details: { invite_id: inviteId, email: 'piloto@sul.com.br' },
      }),
    ]);
    expect((await cancel(inviteId)).statusCode).toBe(404);
    expect((await cancel(UNKNOWN)).statusCode).toBe(404);
    expect(await t.db.select().from(adminActionsAudit)).toHaveLength(1);
  });
});
