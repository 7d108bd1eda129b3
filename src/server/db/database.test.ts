import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from './schema/index.ts';
import { DatabaseUnavailableError, openEmbedded, openPostgres, queryRows } from './database.ts';

describe('the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agrovoo-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data under DATA_DIR across a restart, migrating only once', async () => {
    const first = await openEmbedded(dir);
    await first.migrate();
    await first.db.insert(companies).values({ company_name: 'Aero Sul Aviação Agrícola' });
    await first.close();

    const second = await openEmbedded(dir);
    await second.migrate(); // already applied: a no-op
    const rows = await second.db.select({ name: companies.company_name }).from(companies);
    await second.close();
    expect(rows).toEqual([{ name: 'Aero Sul Aviação Agrícola' }]);
  }, 90_000); // a new database's migrations in one thread: over 30 s on a busy machine

  it('runs with its small shared buffers, the setting that keeps the idle server small', async () => {
    const database = await openEmbedded(dir);
    const [row] = await queryRows<{ shared_buffers: string }>(
      database.db,
      sql`show shared_buffers`,
    );
    await database.close();
    expect(row?.shared_buffers).toBe('8MB');
  });
});

describe('a real PostgreSQL server', () => {
  it('that cannot be reached fails with one clear error', async () => {
    const error = await openPostgres('postgres://postgres@127.0.0.1:1/agrovoo').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(
      /^Banco de dados indisponível: não foi possível conectar ao DATABASE_URL/,
    );
  });
});

describe('the test suite', () => {
  it('runs on the database it was asked for', async () => {
    const { createTestDatabase } = await import('../test/database.ts');
    const database = await createTestDatabase();
    const rows = await queryRows<{ v: string }>(
      database.db,

      sql`select current_setting('server_version_num') as v`,
    );
    await database.close();
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded');
    // Production's PostgreSQL is 15: the embedded engine must not be older.
    expect(Number(rows[0]!.v)).toBeGreaterThanOrEqual(150000);
  });
});
