import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../domain/demo/values.ts';
import { projectRoot } from './platform/paths.ts';
import { migratedDataDir } from './test/data-dir.ts';
import {
  freePort,
  spawnServer,
  startServer,
  testServerEnv,
  waitHealthy,
} from './test/server-process.ts';

/**
 * A copy of the project's start-up for `npm start`: its package.json and scripts, and a "built"
 * server that runs src/server/main.ts through tsx, so the test needs no build of its own.
 */
function startableCopy(dir: string) {
  copyFileSync(join(projectRoot, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(projectRoot, 'scripts'), join(dir, 'scripts'));
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'dist/server/server'), { recursive: true });
  mkdirSync(join(dir, 'dist/web'));
  writeFileSync(join(dir, 'dist/web/index.html'), '');
  const main = pathToFileURL(join(projectRoot, 'src/server/main.ts')).href;
  writeFileSync(
    join(dir, 'dist/server/server/main.js'),
    `import { register } from 'tsx/esm/api';\nregister();\nawait import('${main}');\n`,
  );
  writeFileSync(join(dir, 'dist/.build-stamp'), new Date().toISOString());
}

/** Whether a process group still has a member. */
function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The server process of a process group (the one running main.js): its arguments and environment. */
function serverProcess(pgid: number) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // state, parent, group
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (Number(group) !== pgid || !args.some((arg) => arg.endsWith('server/main.js'))) continue;
      return { args, env: readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0') };
    } catch {
      // the process ended while being read
    }
  }
  return undefined;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

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
    const proc = spawnServer(env);
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('stops cleanly on SIGTERM and keeps its embedded data across a restart', async () => {
    for (const round of [1, 2]) {
      const proc = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
      const health = await (await fetch(`${proc.url}/api/health`)).json();
      expect(health, `round ${round}`).toMatchObject({ status: 'ok', db: 'ok' });
      expect(await proc.stop(), `exit code, round ${round}: ${proc.output()}`).toBe(0);
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

/**
 * Runs `npm <args>` in `cwd` as its own process group (npm, its shell and what it starts), waits
 * for /api/health, sends npm SIGTERM and answers what is left: whether any process of the group
 * still runs, whether the port is free, and npm's exit code.
 */
async function stopWithNpm(args: string[], cwd: string, dataDir: string) {
  const port = await freePort();
  const npm = spawn('npm', [...args, '--silent'], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { ...testServerEnv(port), DATA_DIR: dataDir },
  });
  const pgid = npm.pid!;
  let ended = false;
  const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
  void exited.then(() => (ended = true));
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, () => ended, 120_000);
    const server = serverProcess(pgid);
    npm.kill('SIGTERM');
    const deadline = Date.now() + 8_000;
    while (groupAlive(pgid) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      server,
      running: groupAlive(pgid),
      portFree: await portFree(port),
      exitCode: await exited,
    };
  } finally {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  }
}

describe('npm start', () => {
  const app = mkdtempSync(join(tmpdir(), 'agrovoo-start-'));
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it('stops the server with npm on SIGTERM: the port free, no process left behind', async () => {
    startableCopy(app);
    const stopped = await stopWithNpm(['start'], app, await migratedDataDir(join(app, 'data')));
    // What keeps the idle server's memory low (issue 43 item 4, docs/benchmarks.md): one V8
    // background thread, and malloc's thresholds fixed so its arenas give freed memory back.
    expect(stopped.server?.args).toContain('--v8-pool-size=1');
    expect(stopped.server?.env).toEqual(
      expect.arrayContaining(['MALLOC_MMAP_THRESHOLD_=4194304', 'MALLOC_TRIM_THRESHOLD_=4194304']),
    );
    expect(stopped.running, 'a process of npm start is still running').toBe(false);
    expect(stopped.portFree, 'the port is still held').toBe(true);
    expect(stopped.exitCode, 'the exit code of a graceful shutdown').toBe(0);
  }, 180_000);
});

describe('npm run dev', () => {
  const data = mkdtempSync(join(tmpdir(), 'agrovoo-dev-'));
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('stops the API server and Vite with npm on SIGTERM: the port free, no process left behind', async () => {
    const stopped = await stopWithNpm(['run', 'dev'], projectRoot, await migratedDataDir(data));
    expect(stopped.running, 'a process of npm run dev is still running').toBe(false);
    expect(stopped.portFree, 'the port is still held').toBe(true);
  }, 180_000);
});
