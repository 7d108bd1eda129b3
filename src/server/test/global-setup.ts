import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../db/database.ts';
import { TEMPLATE_DB, databaseUrlFor } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a freshly migrated PGlite, cloned by every test file. */
    pgliteTemplate: string;
  }
}

/**
 * Runs once per `vitest run`: migrates a template database so each test file starts from
 * a copy instead of migrating again. With TEST_DATABASE_URL the template is a real
 * PostgreSQL database that each worker's database is created from.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await recreateServerTemplate(serverUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'agrovoo-test-'));
  const pglite = new PGlite();
  const database = fromPglite(pglite);
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function recreateServerTemplate(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'agrovoo_test_%' or datname = $1`,
      [TEMPLATE_DB],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const template = await openPostgres(databaseUrlFor(serverUrl, TEMPLATE_DB), 1);
  await template.migrate();
  await template.close();
}
