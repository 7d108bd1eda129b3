import type { Database, Db } from '../db/database.ts';
import type { Actor } from './actor.ts';

/**
 * Runs `work` in a company's scope: whatever it queries, it reads and writes that company's
 * rows and no other, by row-level security under the tenant role; a query of a company-owned
 * table outside this fails (decision 012). How the scope is held depends on the database
 * (`db/tenant.ts`).
 */
export function runInCompany<T>(
  database: Database,
  companyId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return database.inCompany(companyId, work);
}

/** `request.tenant`: company work in the caller's scope, for code that runs it more than once. */
export type Tenant = <T>(work: (db: Db, actor: Actor) => Promise<T>) => Promise<T>;
