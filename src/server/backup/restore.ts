import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isDeepStrictEqual } from 'node:util';
import { EMBEDDED_POSTGRESQL_CONF } from '../db/embedded-init.ts';
import { readArchive, type Entry } from './archive.ts';
import { PARTS } from './backup.ts';
import { describeDatabase, FORMAT, knownMigrations, type Manifest } from './manifest.ts';

/** A restore refused or failed, with a message for the operator. */
export class RestoreError extends Error {}

/** The manifest of the archive's entries, checked against them and against this app. */
function checkedManifest(byName: Map<string, Entry>): Manifest {
  const raw = byName.get('manifest.json');
  let manifest: Manifest | undefined;
  try {
    manifest = raw && (JSON.parse(Buffer.from(raw.bytes).toString('utf8')) as Manifest);
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== FORMAT || !byName.has(PARTS.dump))
    throw new RestoreError('O arquivo não é uma cópia de segurança do AgroVoo.');
  if (!knownMigrations().some((m) => m.tag === manifest.schema))
    throw new RestoreError(
      `A cópia é de uma versão do banco que esta versão do AgroVoo não conhece (${manifest.schema}): atualize o AgroVoo antes de restaurar.`,
    );
  for (const file of manifest.files) {
    const bytes = byName.get(PARTS.files + file.key)?.bytes;
    const sha256 = bytes && createHash('sha256').update(bytes).digest('hex');
    if (bytes?.byteLength !== file.size || sha256 !== file.sha256)
      throw new RestoreError(`Arquivo ${file.key} ausente ou danificado na cópia.`);
  }
  return manifest;
}

/** Loads the dump into DATA_DIR/pgdata and checks its rows per table against the manifest. */
async function restoreDatabase(dataDir: string, dump: Entry, manifest: Manifest) {
  const pglite = await PGlite.create(join(dataDir, 'pgdata'), {
    loadDataDir: new Blob([new Uint8Array(dump.bytes)], { type: 'application/gzip' }),
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
  });
  try {
    const restored = await describeDatabase(pglite);
    if (!isDeepStrictEqual(restored.tables, manifest.tables))
      throw new RestoreError('O banco restaurado não confere com o manifesto da cópia.');
  } finally {
    await pglite.close();
  }
}

/**
 * `npm run restore FILE` (decision 018): brings a backup back into an empty DATA_DIR, which
 * the app then starts on (migrating it forward if the backup is older). Refuses a DATA_DIR
 * that holds anything, and leaves it as it found it when the backup does not check out.
 */
export async function restoreBackup(file: string, dataDirOption: string): Promise<Manifest> {
  const dataDir = resolve(dataDirOption);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreError(
      `DATA_DIR não está vazio (${dataDir}): a restauração só grava num diretório vazio.`,
    );
  if (!existsSync(file)) throw new RestoreError(`Arquivo não encontrado: ${file}`);
  const entries = await readArchive(file).catch(() => {
    throw new RestoreError('O arquivo está danificado ou não é uma cópia de segurança.');
  });
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifest = checkedManifest(byName);
  mkdirSync(dataDir, { recursive: true });
  try {
    await restoreDatabase(dataDir, byName.get(PARTS.dump)!, manifest);
    const secret = byName.get(PARTS.secret);
    if (secret) writeFileSync(join(dataDir, 'auth-secret'), secret.bytes, { mode: 0o600 });
    mkdirSync(join(dataDir, 'files'), { recursive: true });
    for (const { key } of manifest.files) {
      const bytes = byName.get(PARTS.files + key)!.bytes;
      writeFileSync(join(dataDir, 'files', key), bytes, { mode: 0o600 });
    }
  } catch (error) {
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true });
    throw error;
  }
  return manifest;
}
