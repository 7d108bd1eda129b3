import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeArchive, type Entry } from './archive.ts';
import { PARTS } from './backup.ts';
import { describeFile, FORMAT, knownMigrations, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

// What the restore refuses before it writes anything; backup.test.ts restores a real backup.

const root = mkdtempSync(join(tmpdir(), 'agrovoo-restore-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEY = '0b6c1f3e-8d52-4c8e-9a7b-2f1e3d4c5b6a';
const LOGO = Buffer.from('a stored file');
let made = 0;

/** An archive of `entries` plus a manifest made of `manifest`'s overrides. */
async function archive(manifest: Partial<Manifest>, entries: Entry[] = []) {
  const file = join(root, `backup-${made++}.tar.gz`);
  const full: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    schema: knownMigrations().at(-1)!.tag,
    tables: {},
    files: [describeFile(KEY, LOGO)],
    filesBytes: LOGO.length,
    ...manifest,
  };
  async function* all() {
    yield { name: PARTS.dump, bytes: Buffer.from('not read before the checks') };
    yield* entries;
    yield { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(full)) };
  }
  await writeArchive(file, all());
  return file;
}

const logoEntry = (bytes: Buffer) => ({ name: PARTS.files + KEY, bytes });

describe('npm run restore refuses, and writes nothing', () => {
  it('into a DATA_DIR that holds anything', async () => {
    const dataDir = join(root, 'busy');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'keep me');
    const file = await archive({}, [logoEntry(LOGO)]);
    await expect(restoreBackup(file, dataDir)).rejects.toThrow('DATA_DIR não está vazio');
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  it('a file that is no backup, or a damaged one', async () => {
    const noise = join(root, 'noise.tar.gz');
    writeFileSync(noise, 'plain text');
    await expect(restoreBackup(noise, join(root, 'a'))).rejects.toThrow('danificado');
    const damaged = await archive({}, [logoEntry(Buffer.from('a stored filf'))]);
    await expect(restoreBackup(damaged, join(root, 'b'))).rejects.toThrow(`Arquivo ${KEY}`);
    const missing = await archive({});
    await expect(restoreBackup(missing, join(root, 'c'))).rejects.toThrow(`Arquivo ${KEY}`);
    const unreadable = join(root, 'unreadable.tar.gz');
    await writeArchive(unreadable, [{ name: 'manifest.json', bytes: Buffer.from('{') }]);
    await expect(restoreBackup(unreadable, join(root, 'c'))).rejects.toThrow('não é uma cópia');
    const foreign = await archive({ format: 'other' as typeof FORMAT }, [logoEntry(LOGO)]);
    await expect(restoreBackup(foreign, join(root, 'd'))).rejects.toThrow('não é uma cópia');
    for (const dir of ['a', 'b', 'c', 'd']) expect(existsSync(join(root, dir))).toBe(false);
  });

  it('a backup of a database newer than this version of the app', async () => {
    const file = await archive({ schema: '9999_from_the_future' }, [logoEntry(LOGO)]);
    await expect(restoreBackup(file, join(root, 'e'))).rejects.toThrow(
      'esta versão do AgroVoo não conhece (9999_from_the_future)',
    );
  });
});
