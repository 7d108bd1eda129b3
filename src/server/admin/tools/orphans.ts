import { and, count, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { ORPHANS_PAGE_SIZE } from '../../../domain/admin/tools.ts';
import { startTrialCompany } from '../../onboarding/start.ts';
import type { Db } from '../../db/database.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { listPage } from '../../db/page.ts';

/**
 * An orphan: a user without an active profile. The platform admins have no company by design
 * and are never orphans.
 */
const isOrphan = and(
  or(isNull(users.role), ne(users.role, 'admin')),
  notExists(
    sql`(select 1 from ${profiles} where ${profiles.user_id} = ${users.id} and ${profiles.active})`,
  ),
);

/** Spec §7 'find_orphan_users': id, e-mail and created_at, newest first, a page at a time. */
export async function listOrphans(db: Db, pagina: number) {
  return listPage(
    { pagina: pagina, size: ORPHANS_PAGE_SIZE },
    db
      .select({ id: users.id, email: users.email, created_at: users.createdAt })
      .from(users)
      .where(isOrphan)
      .orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ value: count() }).from(users).where(isOrphan),
    (r) => ({ ...r, created_at: r.created_at.toISOString() }),
  );
}

/**
 * Spec §7 'fix_orphan_user': the user becomes the owner of a new company in a 7-day trial, as at
 * sign-up, named after their e-mail (they can rename it) — one transaction with its audit row.
 */
export async function fixOrphan(db: Db, adminUserId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isOrphan))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', undefined, 'Usuário órfão não encontrado.');
    const companyId = await startTrialCompany(tx, {
      name: `Empresa de ${user.email}`,
      email: user.email,
      ownerId: user.id,
      now,
    });
    await logAdminAction(tx, {
      adminUserId,
      action: 'fix_orphan_user',
      companyId,
      details: { user_id: user.id, email: user.email },
    });
    return { companyId };
  });
}
