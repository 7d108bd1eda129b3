import { and, eq, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { profiles, users } from '../db/schema/index.ts';

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
