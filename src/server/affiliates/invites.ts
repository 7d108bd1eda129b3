import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AFFILIATE_INVITE_PARAM } from '../../domain/affiliates/values.ts';
import type { Clock } from '../platform/clock.ts';
import { hashInviteToken } from '../identity/invite-token.ts';
import type { Db } from '../db/database.ts';
import { affiliateInvites, affiliates, users } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { affiliateInviteEmail } from '../mail/templates.ts';

/** How long an affiliate invite link works (the spec gives no number; company practice is a week). */
export const AFFILIATE_INVITE_DAYS = 7;
const DAY_MS = 86_400_000;

type InviteDeps = { db: Db; mailer: Mailer; appUrl: string; clock: Clock };

/**
 * Invites an e-mail into the affiliate program (the platform admin's 'send invite'): a pending
 * invite whose link carries 32 random bytes, of which only the SHA-256 is stored, valid for
 * {@link AFFILIATE_INVITE_DAYS} days, and its e-mail. If the e-mail cannot be sent the invite
 * is removed again, so no link exists that nobody received.
 */
export async function createAffiliateInvite(
  deps: InviteDeps,
  input: { email: string; inviterName?: string | null; invitedBy: string },
): Promise<{ id: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + AFFILIATE_INVITE_DAYS * DAY_MS);
  const inviterName = input.inviterName?.trim() || null;
  const [row] = await deps.db
    .insert(affiliateInvites)
    .values({
      email: input.email.trim().toLowerCase(),
      invited_by: input.invitedBy,
      inviter_name: inviterName,
      token_hash: hashInviteToken(token),
      expires_at: expiresAt,
    })
    .returning({ id: affiliateInvites.id, email: affiliateInvites.email });
  const url = `${deps.appUrl}/auth?${AFFILIATE_INVITE_PARAM}=${token}`;
  try {
    await deps.mailer.send(
      affiliateInviteEmail(row!.email, { inviterName, url, days: AFFILIATE_INVITE_DAYS }),
    );
  } catch (error) {
    await deps.db.delete(affiliateInvites).where(eq(affiliateInvites.id, row!.id));
    throw error;
  }
  return { id: row!.id, expiresAt };
}

/**
 * Spec part 1 §5 'Affiliate invite acceptance', in its order: a pending invite of this token
 * ('Convite inválido ou expirado'), not past its expiry ('Este convite expirou' — and it is
 * marked expired), a user who is not an affiliate yet ('Você já é um afiliado') and who exists
 * ('Usuário não encontrado'). Answers the invite and the user.
 */
export async function checkAffiliateInvite(
  db: Db,
  input: { userId: string; token: string; now: Date },
) {
  const [invite] = await db
    .select()
    .from(affiliateInvites)
    .where(
      and(
        eq(affiliateInvites.token_hash, hashInviteToken(input.token)),
        eq(affiliateInvites.status, 'pending'),
      ),
    );
  if (!invite) throw new AppError('INVITE_INVALID');
  if (invite.expires_at <= input.now) {
    await db
      .update(affiliateInvites)
      .set({ status: 'expired' })
      .where(eq(affiliateInvites.id, invite.id));
    throw new AppError('AFFILIATE_INVITE_EXPIRED');
  }
  const [existing] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.user_id, input.userId));
  if (existing) throw new AppError('AFFILIATE_EXISTS');
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError('AFFILIATE_USER_NOT_FOUND');
  return { invite, user };
}

/**
 * Marks a checked invite accepted, in the transaction that creates the affiliate; one accepted
 * or expired meanwhile is 'Convite inválido ou expirado' (the profile is not created).
 */
export async function markInviteAccepted(tx: Db, inviteId: string, now: Date) {
  const [row] = await tx
    .update(affiliateInvites)
    .set({ status: 'accepted', accepted_at: now })
    .where(and(eq(affiliateInvites.id, inviteId), eq(affiliateInvites.status, 'pending')))
    .returning({ id: affiliateInvites.id });
  if (!row) throw new AppError('INVITE_INVALID');
}
