import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';

/** Under DATA_DIR while the server runs: where `npm run backup` asks it for the database. */
export const ENDPOINT_FILE = 'backup-endpoint.json';

/** What ENDPOINT_FILE holds: the loopback address to call and the bearer token it takes. */
export type Endpoint = { url: string; token: string; pid: number };

const sameToken = (given: string, token: string) =>
  given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * While the app listens on the embedded database `pglite` (decision 018), a listener of its own
 * on 127.0.0.1 answers GET /backup with a consistent copy of the database's directory:
 * PGlite's `dumpDataDir`, taken between two statements, so it is what a crash at that instant
 * would leave and reopens like one. Only a caller that read the token from DATA_DIR gets it.
 * It is no route of the app: nothing of it is reachable from the app's port.
 */
export function backupEndpoint(app: FastifyInstance, pglite: PGlite | undefined): void {
  if (!pglite) return;
  const token = randomBytes(32).toString('base64url');
  const file = join(resolve(app.config.dataDir), ENDPOINT_FILE);
  const listener: Server = createServer((request, reply) => {
    const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (request.method !== 'GET' || request.url !== '/backup' || !sameToken(given, token)) {
      reply.writeHead(403).end();
      return;
    }
    pglite.dumpDataDir('gzip').then(
      async (dump) => {
        reply.writeHead(200, { 'content-type': 'application/gzip' });
        reply.end(Buffer.from(await dump.arrayBuffer()));
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'backup failed');
        reply.writeHead(500).end();
      },
    );
  });
  app.addHook('onListen', async () => {
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    const { port } = listener.address() as AddressInfo;
    const endpoint: Endpoint = { url: `http://127.0.0.1:${port}/backup`, token, pid: process.pid };
    writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    if (!listener.listening) return;
    rmSync(file, { force: true });
    await new Promise((done) => listener.close(done));
  });
}
