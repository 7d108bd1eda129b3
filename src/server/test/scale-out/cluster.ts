import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../../../scripts/nginx.mjs';
import { databaseUrlFor, onServer } from '../database-names.ts';
import { startS3Server } from '../s3-server.ts';
import { freePort, spawnServer, waitHealthy, type ServerProcess } from '../server-process.ts';

// What the scale-out test runs: one PostgreSQL database, the S3 test server for files, two
// server instances started at the same moment on that empty database (each migrates at start),
// and nginx balancing round robin over them — as docs/deploy.md describes for production.

const DATABASE = 'agrovoo_test_scale_out';

/** The sign-ups one address may make in an hour on the instances: a limit the test reaches. */
export const SIGN_UP_LIMIT = 3;

/** Waits for an instance's /api/health, failing with its output if it ends first. */
async function healthy(instance: ServerProcess) {
  let ended = false;
  void instance.exited.then(() => (ended = true));
  try {
    await waitHealthy(instance.url, () => ended);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${instance.output()}`);
  }
}

/**
 * Starts the cluster on the PostgreSQL server at `serverUrl` (a database of its own, created
 * empty). Each instance has its own DATA_DIR: nothing is shared on disk, files go to S3 and the
 * auth secret comes from the environment. TRUST_PROXY names nginx's address alone, so an
 * instance takes the client's address from nginx's X-Forwarded-For and from no one else's.
 */
export async function startCluster(serverUrl: string) {
  await onServer(serverUrl, `drop database if exists "${DATABASE}" with (force)`);
  await onServer(serverUrl, `create database "${DATABASE}"`);
  const databaseUrl = databaseUrlFor(serverUrl, DATABASE);
  const s3 = await startS3Server();
  const ports = [await freePort(), await freePort()];
  const nginx = await startNginx({ upstreams: ports.map((port) => `http://127.0.0.1:${port}`) });
  const dirs = ports.map(() => mkdtempSync(join(tmpdir(), 'agrovoo-scale-out-')));
  const instances = ports.map((port, i) =>
    spawnServer(
      {
        ...s3.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dirs[i]!,
        APP_URL: nginx.url,
        TRUST_PROXY: '127.0.0.1',
        SIGN_UP_LIMIT_PER_HOUR: String(SIGN_UP_LIMIT),
        // The scheduler's 'job done' lines, counted across both instances.
        LOG_LEVEL: 'info',
      },
      port,
    ),
  );
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await nginx.stop();
    await s3.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${DATABASE}" with (force)`);
  };
  try {
    await Promise.all(instances.map(healthy));
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = instances as [ServerProcess, ServerProcess];
  return { a, b, nginx, s3, databaseUrl, stop };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
