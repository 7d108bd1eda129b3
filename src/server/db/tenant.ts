import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
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
 * On a PostgreSQL server: a pool of its own whose connections are the tenant role for their
 * whole life, and whose company is set when one is taken for a company other than the one it
 * last served. Only this function uses that pool, so a connection never serves a company
 * without being set for it — one round trip at most, instead of a transaction's three
 * (docs/benchmarks.md, 'Tenant scope'). The system's own pool stays the tables' owner.
 */
export function tenantPool(
  url: string,
  size: number,
): { inCompany: InCompany; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  // Queued before anything else the new connection is asked.
  pool.on('connect', (client) => void client.query(`set role ${TENANT_ROLE}`).catch(() => {}));
  const handles = new WeakMap<pg.PoolClient, { db: Db; companyId?: string }>();
  const inCompany: InCompany = async (companyId, work) => {
    const client = await pool.connect();
    let handle = handles.get(client);
    if (!handle) {
      handle = { db: drizzlePg({ client, schema }) as unknown as Db };
      handles.set(client, handle);
    }
    let broken: Error | undefined;
    try {
      if (handle.companyId !== companyId) {
        handle.companyId = undefined;
        await client.query(`select set_config('app.company_id', $1, false)`, [companyId]);
        handle.companyId = companyId;
      }
      return await work(handle.db);
    } catch (error) {
      // A connection left inside a transaction is closed rather than served again.
      const status = (
        client as unknown as { getTransactionStatus(): string | null }
      ).getTransactionStatus();
      if (status && status !== 'I') broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return { inCompany, close: () => pool.end() };
}
