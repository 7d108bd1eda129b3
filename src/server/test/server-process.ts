import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '../platform/paths.ts';

/** A free loopback port, asked of the operating system. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type ServerProcess = {
  url: string;
  /** The server's exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the server wrote to stderr so far: its one-line refusals. */
  stderr(): string;
  /** Everything it wrote, stdout (its log) and stderr. */
  output(): string;
  /** `kill -9`: the process ends at once, in the middle of whatever it was doing. */
  crash(): Promise<void>;
  /** SIGTERM, the graceful shutdown of main.ts; answers its exit code. */
  stop(): Promise<number | null>;
};

/** The moved clock of `scripts/moved-clock.sh`, when the tests run under it: their servers too. */
const MOVED_CLOCK = ['LD_PRELOAD', 'FAKETIME', 'DONT_FAKE_MONOTONIC', 'NO_FAKE_STAT'] as const;
const movedClock = () =>
  process.env.FAKETIME
    ? Object.fromEntries(MOVED_CLOCK.map((name) => [name, process.env[name] ?? '']))
    : {};

/**
 * The environment of a server process the tests start on `port`: test mode, warnings only,
 * loopback, no demo company, and only the PATH (and the moved clock) of the test's own
 * environment.
 */
export const testServerEnv = (port: number) => ({
  PATH: process.env.PATH,
  ...movedClock(),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  SEED_DEMO: 'false',
});

/**
 * Runs src/server/main.ts as a real process (through tsx, as `npm start` runs the built one) on
 * `port` without waiting for it: for a test of a start that fails. The environment is the
 * tests' (testServerEnv, a fixed auth secret, the captcha's test answer) with `env` over it.
 */
export function spawnServer(env: Record<string, string>, port = 0): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...testServerEnv(port),
      APP_URL: url,
      AUTH_SECRET: 'test-server-secret-of-at-least-thirty-two-characters',
      CAPTCHA_TEST_CODE: 'TESTE',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let output = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    url,
    exited,
    stderr: () => stderr,
    output: () => output,
    crash: async () => {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
    stop: () => {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Starts the server as its own process (see spawnServer) on a free port and waits for
 * /api/health. A test that crashes, restarts or runs several instances needs real processes,
 * not an app inside the test's own.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env, await freePort());
  let ended = false;
  void server.exited.then(() => (ended = true));
  try {
    await waitHealthy(server.url, () => ended);
  } catch (error) {
    await server.crash();
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return server;
}

/** Polls /api/health until it answers 200, the process ends or `timeoutMs` passes. */
export async function waitHealthy(url: string, ended: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended()) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(ended() ? 'the server exited while starting' : 'the server did not start');
}
