import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from './migrations-dir.ts';
import { DatabaseUnavailableError } from './unavailable.ts';
import { EMBEDDED_POSTGRESQL_CONF, ensureEmbeddedCluster } from './embedded-init.ts';
import * as schema from './schema/index.ts';
import { inCompanyByTransaction, type InCompany } from './tenant.ts';

export type Schema = typeof schema;
/** The Drizzle handle, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** The embedded instance, shared with other components that need the raw client. */
  pglite?: PGlite;
  /**
   * Runs company work under row-level security (decision 012): every query of `work` reads and
   * writes that company's rows only. `db` above is the system's own handle.
   */
  inCompany: InCompany;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export { DatabaseUnavailableError };

/** Wraps an open PGlite (file-backed, in memory or loaded from a dump). */
export function fromPglite(pglite: PGlite): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    pglite,
    inCompany: inCompanyByTransaction(db),
    migrate: () =>
      migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: migrationsDir }),
    close: () => pglite.close(),
  };
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = join(resolve(dataDir), 'pgdata');
  mkdirSync(dir, { recursive: true });
  try {
    ensureEmbeddedCluster(dir);
    const pglite = new PGlite(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
    await pglite.waitReady;
    return fromPglite(pglite);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `não foi possível abrir ${dir} (${(error as Error).message})`,
    );
  }
}

/**
 * A PostgreSQL server's database (`db/postgres.ts`), whose driver is loaded only when one is
 * used: ~15 MB of an embedded server's memory (docs/benchmarks.md, 'Reliability').
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { connectPostgres } = await import('./postgres.ts');
  return connectPostgres(url, poolSize);
}

/** The database the configuration asks for: a real server with DATABASE_URL, else embedded. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}

/** One real round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query, the same on both drivers (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A statement's text and parameters (values or `sql.placeholder`s), named after its text. */
export type Statement = { query: Query; name: string };

/** Builds `query` and names it (`q_` and a hash of its text). */
export function statementOf(query: SQL): Statement {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  return { query: built, name };
}

/** Each connection's (drizzle session's) prepared statements, by what their callers keep. */
const keptOn = new WeakMap<object, Map<object, unknown>>();

/** The connection's handle kept under `key`, made by `make` on its first use there. */
function keptHandle<T>(db: Db, key: object, make: () => T): T {
  const session = db._.session;
  let handles = keptOn.get(session);
  if (!handles) keptOn.set(session, (handles = new Map()));
  if (!handles.has(key)) handles.set(key, make());
  return handles.get(key) as T;
}

/**
 * `queryRows` as a prepared statement, named after its text: PostgreSQL parses and plans it once
 * per connection and then only executes it. For hot queries whose text varies with a few
 * filters (each variant is its own statement).
 */
export async function queryPreparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { query: built, name } = statementOf(query);
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * `queryPreparedRows` of a statement built once (`statementOf`, its parameters placeholders) and
 * kept by its caller, with the placeholders' `values`: neither the text nor its name is built
 * again, and a connection's handle to it is kept with the connection.
 */
export async function queryKeptRows<T>(
  db: Db,
  statement: Statement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const prepared = keptHandle(db, statement, () =>
    db._.session.prepareQuery(statement.query, undefined, statement.name, false),
  );
  const result = await prepared.execute(values);
  return (result as { rows: T[] }).rows;
}

/**
 * A query of Drizzle's builder (`build`, its parameters `sql.placeholder`s and a statement name)
 * prepared once per connection and kept with it, run with the placeholders' `values`: the
 * builder, the text and the rows' mapping are made once, not every request (issue 43 item 5).
 */
export function keptQuery<T>(
  build: (db: Db) => { execute(values: Record<string, unknown>): Promise<T> },
): (db: Db, values: Record<string, unknown>) => Promise<T> {
  return (db, values) => keptHandle(db, build, () => build(db)).execute(values);
}
