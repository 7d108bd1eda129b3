import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { DatabaseUnavailableError } from './unavailable.ts';
import { migrationsDir } from './migrations-dir.ts';
import * as schema from './schema/index.ts';
import { TENANT_ROLE, type InCompany } from './tenant.ts';

// The database on a PostgreSQL server (DATABASE_URL), loaded by `openPostgres` in database.ts
// only when one is used.

/** Opens a PostgreSQL server's database: the system's pool and the companies' (decision 012). */
export async function connectPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `não foi possível conectar ao DATABASE_URL (${(error as Error).message || (error as Error).name})`,
    );
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const tenant = tenantPool(url, poolSize);
  return {
    db,
    kind: 'postgres',
    inCompany: tenant.inCompany,
    migrate: () => migrateLocked(pool),
    close: async () => {
      await Promise.all([pool.end(), tenant.close()]);
    },
  };
}

/** The advisory lock of migrations: one key for the whole database, any number of 64 bits. */
const MIGRATION_LOCK = 4_716_019;

/**
 * Migrates under a session advisory lock, on one connection: several instances starting at
 * once on the same database (a deploy of N) take turns, and the later ones find everything
 * applied; without it their CREATEs collided and all but one failed to start.
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir });
  } finally {
    const unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked); // a lock not given back ends with its connection
  }
}

/**
 * A connection that is sent its queries one after another. Work in a company runs on one
 * connection and may start several queries together (a page and its count, a form's options);
 * a pg client would queue them itself, but only until pg 9, which refuses a query sent to a
 * client that is running one (pg 8 warns of it).
 */
function oneAtATime(client: pg.PoolClient): pg.PoolClient {
  let previous: Promise<unknown> = Promise.resolve();
  const query = (config: unknown, values?: unknown) => {
    const next = previous.then(() => client.query(config as string, values as unknown[]));
    previous = next.catch(() => undefined);
    return next;
  };
  return { query } as unknown as pg.PoolClient;
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
  const handles = new WeakMap<pg.PoolClient, { db: Db; companyId?: string }>();
  const inCompany: InCompany = async (companyId, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let handle = handles.get(client);
      if (!handle) {
        // A connection's first use makes it the tenant role; one that could not be is served
        // to no company (its handle is only kept once the role is set).
        await client.query(`set role ${TENANT_ROLE}`);
        handle = { db: drizzlePg({ client: oneAtATime(client), schema }) as unknown as Db };
        handles.set(client, handle);
      }
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
