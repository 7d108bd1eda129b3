import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { fromPglite, openPostgres, type Database, type Db } from '../db/database.ts';
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

export async function truncateAll(db: Db): Promise<void> {
  const list = tableNames.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}

/**
 * Registers the hooks of a test file that uses the database: opened once, emptied before
 * every test, closed at the end. Read `.database` inside tests and hooks.
 */
export function useTestDatabase(): { readonly database: Database; readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await truncateAll(database!.db);
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
