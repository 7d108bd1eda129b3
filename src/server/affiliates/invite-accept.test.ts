import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateInvites, affiliates, mailOutbox, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { callAs } from '../test/session.ts';
import { checkAffiliateInvite, createAffiliateInvite } from './invites.ts';
import { CPF, someone } from '../test/affiliates.ts';

const { clock, later } = movableClock(new Date('2026-11-22T10:00:00-03:00'));
const t = useTestApp({ clock });

/** An invite to the e-mail, sent by someone; answers the link's token. */
async function invite(email: string) {
  const admin = await someone(t.app, t.db, `admin-${email}`);
  const { id } = await createAffiliateInvite(
    { db: t.db, mailer: t.app.mailer, appUrl: 'https://app.test', clock: t.app.clock },
    { email, invitedBy: admin.userId },
  );
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
  return { id, token: /convite-afiliado=([\w-]+)/.exec(mail!.text_body)![1]! };
}
const statusOf = async (id: string) =>
  (await t.db.select().from(affiliateInvites).where(eq(affiliateInvites.id, id)))[0]!;
const accept = (cookie: string, token: string) =>
  callAs(t.app, cookie, 'POST', '/api/affiliate-invites/accept', { token });

describe('accepting an affiliate invite', () => {
  it('checks it, then creating the profile with its token marks it accepted', async () => {
    const { id, token } = await invite('parceiro@exemplo.com.br');
    const { cookie } = await someone(t.app, t.db, 'parceiro@exemplo.com.br');
    const checked = await accept(cookie, token);
    expect(checked.statusCode).toBe(200);
    expect((await statusOf(id)).status).toBe('pending');
    const created = await callAs(t.app, cookie, 'POST', '/api/affiliates/me', {
      nome_completo: 'Parceiro',
      cpf_cnpj: CPF,
      inviteToken: token,
    });
    expect(created.statusCode).toBe(201);
    expect(await statusOf(id)).toMatchObject({ status: 'accepted', accepted_at: t.now });
    const again = await accept(cookie, token);
    expect(again.json().error.message).toBe('Convite inválido ou expirado');
  });

  it.each([
    ['an unknown token', 'Convite inválido ou expirado', 404],
    ['an expired invite', 'Este convite expirou', 410],
    ['a user who is an affiliate already', 'Você já é um afiliado', 400],
    ['a user who no longer exists', 'Usuário não encontrado', 404],
  ])('refuses %s: %s', async (kind, message, status) => {
    const { id, token } = await invite('parceiro@exemplo.com.br');
    const user = await someone(t.app, t.db, 'parceiro@exemplo.com.br');
    let sent = token;
    if (kind === 'an unknown token') sent = 'x'.repeat(43);
    if (kind === 'an expired invite') later(7 * 86_400);
    if (kind === 'a user who is an affiliate already')
      await t.db.insert(affiliates).values({
        user_id: user.userId,
        nome_completo: 'Parceiro',
        email: 'parceiro@exemplo.com.br',
        cpf_cnpj: CPF,
      });
    if (kind === 'a user who no longer exists') {
      // The session outlives the account only in a race; the check still reads the user.
      await expect(
        checkAffiliateInvite(t.db, { userId: 'gone', token, now: t.now }),
      ).rejects.toThrow(message);
      return;
    }
    const res = await accept(user.cookie, sent);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    const created = await callAs(t.app, user.cookie, 'POST', '/api/affiliates/me', {
      nome_completo: 'Parceiro',
      cpf_cnpj: CPF,
      inviteToken: sent,
    });
    // Once marked expired, the invite is no longer pending: the second try finds none.
    const expired = kind === 'an expired invite';
    expect(created.json().error.message).toBe(expired ? 'Convite inválido ou expirado' : message);
    const row = await statusOf(id);
    expect(row.status).toBe(expired ? 'expired' : 'pending');
    expect(row.accepted_at).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(1);
  });
});
