import { and, eq } from 'drizzle-orm';
import type { AdminPasswordResetInput } from '../../../domain/admin/tools.ts';
import type { Auth } from '../../identity/auth.ts';
import type { Db } from '../../db/database.ts';
import { accounts, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordPasswordChange } from '../../profile/account.ts';
import { logAdminAction } from '../audit.ts';

/**
 * Spec §7 'change-password' {userEmail, newPassword}: the user's password, hashed by better-auth
 * as at sign-up, replaces the old one; every session of theirs ends; the attempt and the admin's
 * action are recorded — all in one transaction.
 */
export async function resetUserPassword(
  deps: { db: Db; auth: Auth; now: Date; ip: string },
  adminUserId: string,
  input: AdminPasswordResetInput,
) {
  const { db, auth, now, ip } = deps;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.userEmail));
  if (!user)
    throw new AppError('NOT_FOUND', undefined, 'Nenhum usuário cadastrado com este e-mail.');
  const passwordHash = await (await auth.$context).password.hash(input.newPassword);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0)
      throw new AppError('NOT_FOUND', undefined, 'Este usuário não entra com e-mail e senha.');
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordPasswordChange(tx, { userId: user.id, ip, success: true, at: now });
    await logAdminAction(tx, {
      adminUserId,
      action: 'admin_password_reset',
      details: { user_id: user.id, email: input.userEmail },
    });
  });
}
