import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminAffiliateInvite } from '../../../domain/affiliates/admin-contracts.ts';
import type { Db } from '../../db/database.ts';
import { affiliateInvites } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { listPage } from '../../db/page.ts';

export const ADMIN_INVITES_PAGE_SIZE = 20;

type Invite = typeof affiliateInvites.$inferSelect;

/** An invite as the list shows it: a pending one past its expiry reads 'expired'. */
const inviteOf = (i: Invite, now: Date): AdminAffiliateInvite => ({
  id: i.id,
  email: i.email,
  inviter_name: i.inviter_name,
  status: i.status === 'pending' && i.expires_at <= now ? 'expired' : i.status,
  expires_at: i.expires_at.toISOString(),
  accepted_at: i.accepted_at?.toISOString() ?? null,
  created_at: i.created_at.toISOString(),
});

/** The invites sent, newest first, a page of 20. */
export async function listInvites(db: Db, pagina: number, now: Date) {
  return listPage(
    { pagina: pagina, size: ADMIN_INVITES_PAGE_SIZE },
    db
      .select()
      .from(affiliateInvites)
      .orderBy(desc(affiliateInvites.created_at), desc(affiliateInvites.id)),
    db.select({ value: count() }).from(affiliateInvites),
    (row) => inviteOf(row, now),
  );
}

/** Cancels a pending invite (it expires now, its link no longer works); audited. */
export async function cancelInvite(db: Db, adminUserId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliateInvites)
      .set({ status: 'expired', expires_at: now })
      .where(and(eq(affiliateInvites.id, id), eq(affiliateInvites.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: affiliateInvites.id })
        .from(affiliateInvites)
        .where(eq(affiliateInvites.id, id));
      throw new AppError(exists ? 'AFFILIATE_INVITE_NOT_PENDING' : 'NOT_FOUND');
    }
    await logAdminAction(tx, {
      adminUserId,
      action: 'cancel_affiliate_invite',
      details: {
        invite_id: id,
        email: row.email,
      },
    });
    return inviteOf(row, now);
  });
}
