import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsDir } from '../db/migrations-dir.ts';

/** What a backup holds, written as its `manifest.json` and checked by the restore. */
export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  /** The last migration applied to the database: the schema's version. */
  schema: string;
  /** Rows per table (`schema.table`) in the database dump. */
  tables: Record<string, number>;
  /** The stored files (DATA_DIR/files), with their size and SHA-256. */
  files: { key: string; size: number; sha256: string }[];
  filesBytes: number;
};

export const FORMAT = 'agrovoo-backup/1';

/** The migrations this version of the app knows, oldest first, by the time drizzle records. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the database by `schema.table`, with its quoted name for a query. */
export async function userTables(pglite: PGlite): Promise<{ name: string; sql: string }[]> {
  const { rows } = await pglite.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  return rows.map((t) => ({
    name: `${t.schemaname}.${t.tablename}`,
    sql: `${quoted(t.schemaname)}.${quoted(t.tablename)}`,
  }));
}

/** The database's part of a manifest: its last migration and the rows of each table. */
export async function describeDatabase(
  pglite: PGlite,
): Promise<Pick<Manifest, 'schema' | 'tables'>> {
  const tables: Record<string, number> = {};
  for (const table of await userTables(pglite)) {
    const { rows } = await pglite.query<{ n: number }>(
      `select count(*)::int as n from ${table.sql}`,
    );
    tables[table.name] = rows[0]!.n;
  }
  const { rows } = await pglite.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const last = knownMigrations().find((m) => String(m.when) === rows[0]?.last);
  return { schema: last?.tag ?? `desconhecida (${rows[0]?.last ?? 'nenhuma'})`, tables };
}

/** A stored file's entry in the manifest. */
export const describeFile = (key: string, bytes: Uint8Array) => ({
  key,
  size: bytes.byteLength,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});
