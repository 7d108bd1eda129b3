import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../domain/demo/values.ts';
import { projectRoot } from './paths.ts';

/** Runs src/server/main.ts as a real process (through tsx), as `npm start` would. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitHealthy(url: string, exited: Promise<unknown>) {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 300 && !done; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy');
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agrovoo-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ PORT: 'abc' }, /^Configuração inválida: PORT/],
    [
      { DATABASE_URL: 'postgres://agrovoo@127.0.0.1:1/agrovoo' },
      /^Banco de dados indisponível: não foi possível conectar ao DATABASE_URL/,
    ],
  ])('refuses to start with %o in one clear line', async (env, line) => {
    const proc = run(env);
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('stops cleanly on SIGTERM and keeps its embedded data across a restart', async () => {
    for (const round of [1, 2]) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const proc = run({ PORT: String(port), DATA_DIR: dataDir });
      await waitHealthy(url, proc.exited);
      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health, `round ${round}`).toMatchObject({ status: 'ok', db: 'ok' });
      proc.child.kill('SIGTERM');
      expect(await proc.exited, `exit code, round ${round}: ${proc.stderr()}`).toBe(0);
    }
    // Both runs used the same files: the demo company was created once.
    const { openEmbedded } = await import('./db/database.ts');
    const { companies } = await import('./db/schema/index.ts');
    const database = await openEmbedded(dataDir);
    const rows = await database.db.select({ email: companies.contact_email }).from(companies);
    await database.close();
    expect(rows).toEqual([{ email: DEMO_COMPANY.contact_email }]);
  }, 90_000);
});
