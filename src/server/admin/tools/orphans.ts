import { and, count, desc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { ORPHANS_PAGE_SIZE } from '../../../domain/admin/tools.ts';
import { newTrial } from '../../../domain/subscription/trial.ts';
import { startCompany } from '../../companies/start.ts';
import type { Db } from '../../db/database.ts';
import { companies, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { logAdminAction } from '../audit.ts';

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
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, created_at: users.createdAt })
      .from(users)
      .where(isOrphan)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ORPHANS_PAGE_SIZE)
      .offset((pagina - 1) * ORPHANS_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(isOrphan),
  ]);
  return {
    items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: total?.value ?? 0,
    pageSize: ORPHANS_PAGE_SIZE,
  };
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
    const [company] = await tx
      .insert(companies)
      .values({
        company_name: `Empresa de ${user.email}`,
        contact_email: user.email,
        billing_email: user.email,
        status: 'ativo',
        subscription_status: 'trial',
        ...newTrial(now),
      })
      .returning({ id: companies.id });
    await startCompany(tx, company!.id, user.id);
    await logAdminAction(tx, {
      adminUserId,
      action: 'fix_orphan_user',
      companyId: company!.id,
      details: { user_id: user.id, email: user.email },
    });
    return { companyId: company!.id };
  });
}
