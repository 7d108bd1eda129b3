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

/**
 * Company work inside a transaction of the system connection (or as one, given its plain
 * handle), for work that must commit together with the system's own rows (a new company with
 * its owner's login, an admin's change with its audit entry): `work` runs in a savepoint as the
 * tenant role with the company set, under row-level security like `inCompany`, and the
 * transaction is the system's again after it (a failure rolls the savepoint back, settings
 * included).
 */
export function inCompanyWithin<T>(
  tx: Db,
  companyId: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return tx.transaction(async (scoped) => {
    await scoped.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.company_id', ${companyId}, true)`,
    );
    const result = await work(scoped as unknown as Db);
    await scoped.execute(
      sql`select set_config('role', 'none', true), set_config('app.company_id', '', true)`,
    );
    return result;
  });
}
