import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { fromPglite, openPostgres, queryRows, type Database, type Db } from '../db/database.ts';
import { tableNames } from '../db/tables.ts';
import { TEMPLATE_DB, databaseUrlFor } from './database-names.ts';

/**
 * A migrated database for one test file: a clone of the PGlite template in memory, or,
 * with TEST_DATABASE_URL, this worker's own database on the real server.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteTemplate'));
    const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
    await pglite.waitReady;
    return fromPglite(pglite);
  }
  const name = `agrovoo_test_${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  return openPostgres(databaseUrlFor(serverUrl, name), 4);
}

/**
 * Every table's rows, in one statement: a DELETE per table with the foreign keys' and
 * triggers' checks off for that transaction (session_replication_role = replica), then any
 * sequence a table owns restarted. The same end state as TRUNCATE … RESTART IDENTITY CASCADE
 * over all the tables (the schema lists every table the migrations create), at a fraction of
 * the cost: TRUNCATE gives each of the ~60 tables a new file, ~250 ms per test on either
 * engine, where deleting the few rows a test wrote takes a few ms.
 */
const emptyingStatement = (sequences: string[]) =>
  [
    'do $$ begin',
    'set local session_replication_role = replica;',
    ...tableNames.map((name) => `delete from "${name}";`),
    ...sequences.map((seq) => `alter sequence ${seq} restart;`),
    'end $$',
  ].join('\n');

const emptying = new WeakMap<Db, Promise<string | undefined>>();

/** The emptying statement for a database, or none where the role may not turn the checks off. */
async function emptyingFor(db: Db): Promise<string | undefined> {
  const [role] = await queryRows<{ superuser: boolean }>(
    db,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (!role?.superuser) return undefined;
  const owned = await queryRows<{ seq: string }>(
    db,
    sql`select d.objid::regclass::text as seq from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        where d.refobjid = any(${`{${tableNames.map((n) => `"${n}"`).join(',')}}`}::regclass[])
          and d.deptype in ('a', 'i')`,
  );
  return emptyingStatement(owned.map((row) => row.seq));
}

/** Empties every table (see `emptyingStatement`); TRUNCATE where the role is not a superuser. */
export async function emptyAll(db: Db): Promise<void> {
  let statement = emptying.get(db);
  if (!statement) emptying.set(db, (statement = emptyingFor(db)));
  const sqlText = await statement;
  if (sqlText) await db.execute(sql.raw(sqlText));
  else await truncateAll(db);
}

export async function truncateAll(db: Db): Promise<void> {
  const list = tableNames.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}

/** When a test file's database is emptied: before every test, or once, before the first. */
export type Emptied = 'each' | 'once';

/**
 * Registers the hooks of a test file that uses the database: opened once, emptied before
 * every test, closed at the end. Read `.database` inside tests and hooks. With `emptied: 'once'`,
 * the file's tests share what its own `beforeAll` writes (tests that only read one costly state,
 * such as the demo company).
 */
export function useTestDatabase({ emptied = 'each' }: { emptied?: Emptied } = {}): {
  readonly database: Database;
  readonly db: Db;
} {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (emptied === 'once') await emptyAll(database.db);
  });
  if (emptied === 'each')
    beforeEach(async () => {
      await emptyAll(database!.db);
    });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('useTestDatabase: the database opens in beforeAll');
      return database;
    },
    get db() {
      return this.database.db;
    },
  };
}
