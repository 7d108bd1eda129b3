import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { EMBEDDED_POSTGRESQL_CONF } from '../db/embedded-init.ts';

/**
 * Fills `dataDir` with a copy of the suite's migrated template database, so a server process
 * started on it opens the embedded database at once: creating and migrating one anew is some 8 s
 * of a start, and is `main.test.ts`'s and `db/database.test.ts`'s subject. On a PostgreSQL suite
 * there is no PGlite template, and `dataDir` is left as it is. Answers `dataDir`.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const template = inject('pgliteTemplate');
  if (!template) return dataDir;
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    loadDataDir: new Blob([readFileSync(template)]),
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
  });
  await pglite.close();
  return dataDir;
}
