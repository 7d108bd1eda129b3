import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Settings of the embedded server. PostgreSQL's default 128 MB of shared buffers lives inside
 * PGlite's WebAssembly memory, which never shrinks; 8 MB keeps the idle server near its 220 MB
 * (issue 19, then issue 43 item 4). Reads beyond the buffers come from the operating system's
 * cache of the data files, some 5 µs a page: an indexed page and the demo company's reads take
 * the same time as with 16 MB, random lookups across a 14 MB table 0.7 ms more for 900 pages
 * (docs/benchmarks.md, 'Idle memory (issue 43 item 4)'); the embedded database is for small
 * companies.
 */
export const EMBEDDED_POSTGRESQL_CONF = 'shared_buffers = 8MB';

/**
 * Creating a database cluster (initdb) grows WebAssembly memory to ~700 MB that is never given
 * back, so it runs once in a short-lived child process; the server then opens the ready files.
 */
export function ensureEmbeddedCluster(dir: string): void {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const self = fileURLToPath(import.meta.url);
  // From src/ (development and tests) the child needs the TypeScript loader.
  const args = self.endsWith('.ts') ? ['--import', 'tsx', self, dir] : [self, dir];
  execFileSync(process.execPath, args, { stdio: 'inherit' });
}

async function createCluster(dir: string) {
  const pglite = new PGlite(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  await pglite.waitReady;
  await pglite.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await createCluster(process.argv[2]!);
}
