import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { Actor } from './actor.ts';

/**
 * The role company work runs as. It is not the tables' owner, so row-level security applies to
 * it: every company-owned table answers only the rows of `app.company_id` (migration 0012).
 */
export const TENANT_ROLE = 'agrovoo_tenant';

/**
 * Runs `work` in one transaction as the tenant role, with the company set for that transaction
 * only. Whatever `work` queries, it reads and writes that company's rows and no other; a query
 * of a company-owned table outside this fails (decision 012).
 */
export function runInCompany<T>(
  db: Db,
  companyId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.company_id', ${companyId}, true)`,
    );
    return work(tx as unknown as Db);
  });
}

/** `request.tenant`: company work in the caller's scope, for code that runs it more than once. */
export type Tenant = <T>(work: (db: Db, actor: Actor) => Promise<T>) => Promise<T>;
