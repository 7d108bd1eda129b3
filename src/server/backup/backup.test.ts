import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { apiOf, seedCompany } from '../test/durability/company.ts';
import { migratedDataDir } from '../test/data-dir.ts';
import { startServer, type ServerProcess } from '../test/server-process.ts';
import { projectRoot } from '../platform/paths.ts';
import { ENDPOINT_FILE } from './endpoint.ts';
import { userTables } from './manifest.ts';

// Issue 19, item 3: `npm run backup` copies a running server's embedded database and files
// while writes go on; `npm run restore` brings the copy back into an empty DATA_DIR, and the
// app starts on it with every table's rows and every file as they were at the backup point.
// The backup is of the embedded engine (PGlite), so this runs the same whatever database the
// rest of the suite is on.

const root = mkdtempSync(join(tmpdir(), 'agrovoo-backup-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.crash()));
  rmSync(root, { recursive: true, force: true });
});

/** A 1 × 1 PNG, the company's logo: a file of the files directory. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

async function start(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir });
  servers.push(server);
  return server;
}

/** Runs `npm run backup`'s or `npm run restore`'s program as its own process. */
function cli(dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/backup/cli.ts', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** Every table's rows, as text in a stable order, of a DATA_DIR no server holds. */
async function tableRows(dataDir: string): Promise<Record<string, string[]>> {
  const pglite = await PGlite.create(join(dataDir, 'pgdata'));
  try {
    const rows: Record<string, string[]> = {};
    for (const table of await userTables(pglite)) {
      const result = await pglite.query<{ row: string }>(
        `select t::text as row from ${table.sql} t order by 1`,
      );
      rows[table.name] = result.rows.map((r) => r.row);
    }
    return rows;
  } finally {
    await pglite.close();
  }
}

/** The stored files of a DATA_DIR by key. */
const filesOf = (dataDir: string) =>
  Object.fromEntries(
    readdirSync(join(dataDir, 'files')).map((key) => [
      key,
      readFileSync(join(dataDir, 'files', key)),
    ]),
  );

async function uploadLogo(url: string, cookie: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${url}/api/company/logo`, {
    method: 'PUT',
    headers: { origin: url, cookie },
    body: form,
  });
  expect(res.status).toBe(200);
}

describe('backup and restore of the embedded database (npm run backup / restore)', () => {
  it('copies a running server under writes and restores it into an empty DATA_DIR', async () => {
    const originalDir = await migratedDataDir(join(root, 'original'));
    const original = await start(originalDir);
    const { cookie } = await seedCompany(original.url);
    await uploadLogo(original.url, cookie);

    // A server that does not answer for its directory yet (here: its endpoint file moved away)
    // still holds it: the backup does not open it behind the server's back.
    const endpoint = join(originalDir, ENDPOINT_FILE);
    renameSync(endpoint, `${endpoint}.aside`);
    const behindItsBack = await cli(originalDir, 'backup', root);
    renameSync(`${endpoint}.aside`, endpoint);
    expect(behindItsBack.code).toBe(1);
    expect(behindItsBack.output).toContain('aberto por um AgroVoo');

    // Clients keep being registered while the backup runs.
    const owner = apiOf(original.url, cookie);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const answer = await owner('POST', '/api/registers/clients', {
          ...SAMPLE_REGISTERS.client,
          nome: `Cliente durante a cópia ${i}`,
        });
        expect(answer.status).toBe(201);
        acknowledged.push((answer.body as { id: string }).id);
      }
    })();
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 20));
    const beforeBackup = [...acknowledged];
    const backupDir = join(root, 'backups');
    mkdirSync(backupDir);
    const backup = await cli(originalDir, 'backup', backupDir);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await writer;
    expect(backup).toMatchObject({ code: 0 });
    expect(duringBackup).toBeGreaterThan(0);
    await original.stop();

    const [archive] = readdirSync(backupDir);
    expect(archive).toMatch(/^agrovoo-backup-\d{4}-\d\d-\d\dT\d{6}\.tar\.gz$/);
    const restoredDir = join(root, 'restored');
    expect(await cli(restoredDir, 'restore', join(backupDir, archive!))).toMatchObject({ code: 0 });
    // A DATA_DIR that holds anything is refused, and left as it was.
    const refused = await cli(originalDir, 'restore', join(backupDir, archive!));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('DATA_DIR não está vazio');

    // Every table as at the backup point: the clients registered while it ran may or may not
    // be there; every one acknowledged before it is, and nothing else differs.
    const [before, after] = [await tableRows(originalDir), await tableRows(restoredDir)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const clients = 'public.clients';
    for (const table of Object.keys(before).filter((name) => name !== clients))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before[clients]!.length).toBe(1 + acknowledged.length);
    for (const row of after[clients]!) expect(before[clients]).toContain(row);
    for (const id of beforeBackup) expect(after[clients]!.join()).toContain(id);
    expect(filesOf(restoredDir)).toEqual(filesOf(originalDir));
    // One file, the logo: the upload re-encoded, so its own bytes rather than PNG's.
    const stored = Object.values(filesOf(restoredDir));
    expect(stored).toHaveLength(1);

    // The app starts on it, and the session and the logo made before the backup still work.
    const restored = await start(restoredDir);
    const logo = await fetch(`${restored.url}/api/company/logo`, { headers: { cookie } });
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(stored[0]!)).toBe(true);
    expect(await restored.stop()).toBe(0);
  }, 120_000);
});
