import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '../../domain/companies/values.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { profiles } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/**
 * Deactivates or reactivates a member of the caller's company. Nobody changes the owner or
 * themselves; an admin manages pilots only. A reactivated member who meanwhile joined another
 * company is refused (a user has one active company). Billing follows (the caller notifies it).
 */
export async function setMemberActive(
  db: Db,
  companyId: string,
  actor: { userId: string; role: CompanyRole },
  userId: string,
  active: boolean,
): Promise<void> {
  const [target] = await db
    .select({ role: profiles.role_in_company })
    .from(profiles)
    .where(and(eq(profiles.company_id, companyId), eq(profiles.user_id, userId)));
  if (!target) throw new AppError('NOT_FOUND');
  if (target.role === 'owner' || userId === actor.userId) throw new AppError('MEMBER_LOCKED');
  if (actor.role === 'admin' && target.role !== 'pilot') throw new AppError('FORBIDDEN');
  try {
    await db
      .update(profiles)
      .set({ active })
      .where(and(eq(profiles.company_id, companyId), eq(profiles.user_id, userId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MEMBER_IN_OTHER_COMPANY');
    throw error;
  }
}
