import { and, eq, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../../domain/companies/values.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { profiles, users } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';

/** The company's active members (profile joined with its user) that also match `where`. */
export async function activeMembers<F extends SelectedFields>(
  db: Db,
  companyId: string,
  fields: F,
  where?: SQL,
): Promise<SelectResultFields<F>[]> {
  return db
    .select(fields as SelectedFields)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(eq(profiles.company_id, companyId), eq(profiles.active, true), where)) as Promise<
    SelectResultFields<F>[]
  >;
}

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
