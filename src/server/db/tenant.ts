import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The role company work runs as (migration 0012). It is not the tables' owner, so row-level
 * security applies to it: every company-owned table answers only the rows of
 * `app.company_id`, and a query without that setting fails.
 */
export const TENANT_ROLE = 'agrovoo_tenant';

/** Runs `work` with a connection that reads and writes one company's rows and no other. */
export type InCompany = <T>(companyId: string, work: (db: Db) => Promise<T>) => Promise<T>;

/**
 * On the embedded database (one connection, shared with the system's own queries): `work`
 * runs in one transaction as the tenant role with the company set for that transaction only,
 * so nothing outlives it.
 */
export function inCompanyByTransaction(db: Db): InCompany {
  return (companyId, work) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.company_id', ${companyId}, true)`,
      );
      return work(tx as unknown as Db);
    });
}
