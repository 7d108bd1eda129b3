import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_POSTGRESQL_CONF } from '../db/embedded-init.ts';
import { writeArchive, type Entry } from './archive.ts';
import { ENDPOINT_FILE, type Endpoint } from './endpoint.ts';
import { describeDatabase, describeFile, FORMAT, type Manifest } from './manifest.ts';

/** The archive's parts: the database directory's dump, the session key, the stored files. */
export const PARTS = { dump: 'pgdata.tar.gz', secret: 'auth-secret', files: 'files/' } as const;

/** A backup that could not be made, with a message for the operator. */
export class BackupError extends Error {}

/** The dump from the running server, or undefined when none listens on this DATA_DIR. */
async function dumpFromServer(dataDir: string): Promise<Blob | undefined> {
  const file = join(dataDir, ENDPOINT_FILE);
  if (!existsSync(file)) return undefined;
  const endpoint = JSON.parse(readFileSync(file, 'utf8')) as Endpoint;
  const answer = await fetch(endpoint.url, {
    headers: { authorization: `Bearer ${endpoint.token}` },
  }).catch(() => undefined); // a server that crashed left the file behind: none listens
  if (!answer) return undefined;
  if (!answer.ok) throw new BackupError(`O servidor recusou a cópia (HTTP ${answer.status}).`);
  return new Blob([await answer.arrayBuffer()], { type: 'application/gzip' });
}

/**
 * The dump of a DATA_DIR that no server holds, opened here. PGlite does not lock its directory,
 * and a second process writing it would damage it; its `postmaster.pid`, present from opening
 * to a clean close, says that a process holds it (or one ended without closing it).
 */
async function dumpFromDisk(dataDir: string): Promise<Blob> {
  const dir = join(dataDir, 'pgdata');
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new BackupError(`Nenhum banco embutido em ${dataDir} (DATA_DIR).`);
  if (existsSync(join(dir, 'postmaster.pid')))
    throw new BackupError(
      `O banco em ${dir} está aberto por um AgroVoo que ainda não atende (iniciando?) ou que não foi encerrado normalmente. Com o AgroVoo em execução, repita: a cópia é pedida a ele.`,
    );
  const pglite = await PGlite.create(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  try {
    return await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
}

/** The dump's own manifest part: it is opened in memory, which also proves it opens. */
async function describeDump(dump: Blob) {
  const pglite = await PGlite.create({ loadDataDir: dump });
  try {
    return await describeDatabase(pglite);
  } finally {
    await pglite.close();
  }
}

/** `YYYY-MM-DDTHHMMSS` of `date` (UTC), for the file's name. */
const stamp = (date: Date) => date.toISOString().slice(0, 19).replaceAll(':', '');

/**
 * Writes one `agrovoo-backup-<UTC time>.tar.gz` into `outDir` (decision 018): the embedded
 * database's dump (from the running server when one holds DATA_DIR, else opened here), the
 * stored files and a manifest of both. Answers the archive's path. The database is dumped
 * first: a file added after it is only an extra; one removed after it is skipped.
 */
export async function createBackup(
  config: { dataDir: string; storesFilesLocally: boolean },
  outDir: string,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
  const dataDir = resolve(config.dataDir);
  const dump = (await dumpFromServer(dataDir)) ?? (await dumpFromDisk(dataDir));
  const database = await describeDump(dump);
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: now.toISOString(),
    ...database,
    files: [],
    filesBytes: 0,
  };
  const filesDir = join(dataDir, 'files');
  const keys = config.storesFilesLocally && existsSync(filesDir) ? readdirSync(filesDir) : [];
  async function* entries(): AsyncGenerator<Entry> {
    yield { name: PARTS.dump, bytes: new Uint8Array(await dump.arrayBuffer()) };
    const secret = join(dataDir, 'auth-secret');
    if (existsSync(secret)) yield { name: PARTS.secret, bytes: readFileSync(secret) };
    for (const key of keys.sort()) {
      const bytes = await readFile(join(filesDir, key)).catch(() => undefined);
      if (!bytes) continue;
      manifest.files.push(describeFile(key, bytes));
      manifest.filesBytes += bytes.byteLength;
      yield { name: PARTS.files + key, bytes };
    }
    yield { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) };
  }
  const file = join(resolve(outDir), `agrovoo-backup-${stamp(now)}.tar.gz`);
  await writeArchive(file, entries());
  return { file, manifest };
}
