import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashInviteToken } from '../identity/invite-token.ts';
import { affiliateInvites, mailOutbox, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { signUpCompany } from '../test/session.ts';
import { AFFILIATE_INVITE_DAYS, createAffiliateInvite } from './invites.ts';

const t = useTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

const deps = () => ({
  db: t.db,
  mailer: t.app.mailer,
  appUrl: 'https://app.test',
  clock: t.app.clock,
});

async function adminId() {
  await signUpCompany(t.app, { email: 'ops@agrovoo.com.br' });
  const [user] = await t.db.select({ id: users.id }).from(users);
  return user!.id;
}

describe('createAffiliateInvite', () => {
  it('stores only the hash of a 32-byte token, expires in 7 days and mails the link', async () => {
    const invitedBy = await adminId();
    const result = await createAffiliateInvite(deps(), {
      email: ' Parceiro@Exemplo.com.br ',
      inviterName: 'Marina',
      invitedBy,
    });
    expect(AFFILIATE_INVITE_DAYS).toBe(7);
    expect(result.expiresAt).toEqual(new Date(t.now.getTime() + 7 * 86_400_000));
    const [row] = await t.db.select().from(affiliateInvites);
    expect(row).toMatchObject({
      id: result.id,
      email: 'parceiro@exemplo.com.br',
      invited_by: invitedBy,
      inviter_name: 'Marina',
      status: 'pending',
      accepted_at: null,
    });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.to_address).toBe('parceiro@exemplo.com.br');
    expect(mail!.text_body).toContain('Marina convidou você');
    const token = /convite-afiliado=([\w-]+)/.exec(mail!.text_body)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row!.token_hash).toBe(hashInviteToken(token));
    expect(mail!.text_body).not.toContain(row!.token_hash);
  });

  it('removes the invite again when its e-mail cannot be sent', async () => {
    const invitedBy = await adminId();
    const failing = { kind: 'smtp' as const, send: () => Promise.reject(new Error('SMTP down')) };
    await expect(
      createAffiliateInvite({ ...deps(), mailer: failing }, { email: 'x@y.com.br', invitedBy }),
    ).rejects.toThrow('SMTP down');
    expect(await t.db.select().from(affiliateInvites)).toEqual([]);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'x@y.com.br')),
    ).toEqual([]);
  });
});
