import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '../paths.ts';

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
  /** What the server wrote to stderr so far (its warnings and errors). */
  stderr(): string;
  /** `kill -9`: the process ends at once, in the middle of whatever it was doing. */
  crash(): Promise<void>;
  /** SIGTERM, the graceful shutdown of main.ts; answers its exit code. */
  stop(): Promise<number | null>;
};

/**
 * Starts src/server/main.ts as a real process (through tsx, as main.test.ts does) with `env`
 * on a free port, and waits for /api/health. The durability test crashes and restarts it on
 * the same data, so it must be a process of its own, not an app inside the test's.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      SEED_DEMO: 'false',
      AUTH_SECRET: 'durability-secret-of-at-least-thirty-two-characters',
      CAPTCHA_TEST_CODE: 'TESTE',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk) => (stderr += chunk));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const server: ServerProcess = {
    url,
    exited,
    stderr: () => stderr,
    crash: async () => {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
    stop: () => {
      if (!ended) child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await waitHealthy(url, () => ended);
  } catch (error) {
    await server.crash();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return server;
}

/** Polls /api/health until it answers 200, the process ends or a minute passes. */
async function waitHealthy(url: string, ended: () => boolean) {
  const deadline = Date.now() + 60_000;
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
