import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import type { Clock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../db/database.ts';
import { useTestDatabase, type Emptied } from './database.ts';
import { platformAdminCookie } from './session.ts';

type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  webDir?: string;
  logStream?: DestinationStream;
};

/**
 * The options of `useTestApp`: a `clock`, or `now`, the server's time stopped there (not both),
 * and when the database is emptied (`useTestDatabase`).
 */
type UseTestAppOptions = { emptied?: Emptied } & (
  | (TestAppOptions & { now?: never })
  | (Omit<TestAppOptions, 'clock'> & { now: Date; clock?: never })
);

/** The real app over a test database, configured as in tests (no logs unless a stream is given). */
export function createTestApp(database: Database, options: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    AUTH_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    CAPTCHA_TEST_CODE: 'TESTE',
    // Tests sign many companies up from one address; the limits' own tests set low ones.
    SIGN_UP_LIMIT_PER_HOUR: '1000',
    // Likewise uploads of one company (the fuzz suite sends many); the rate's own test sets 6.
    UPLOAD_LIMIT_PER_HOUR: '1000',
    SIGN_UP_LIMIT_GLOBAL: '1000',
    // Stored files (operation attachments) go to a temporary directory, never the repository.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'agrovoo-test-')),
    ...options.env,
  });
  return buildApp({
    config,
    database,
    clock: options.clock,
    webDir: options.webDir ?? '/nonexistent-web-dir',
    logStream: options.logStream,
  });
}

/**
 * Registers the hooks of a test file that calls the app: the test database (emptied before
 * every test unless `emptied: 'once'`, see `useTestDatabase`) and the app over it, built once
 * and closed at the end. Read `.app`, `.now` (the server's time), `.database` and `.db` inside
 * tests and hooks.
 */
export function useTestApp({ now, emptied, ...options }: UseTestAppOptions = {}) {
  const t = useTestDatabase({ emptied });
  let app: FastifyInstance | undefined;
  const clock = now ? { now: () => now } : options.clock;
  beforeAll(async () => {
    app = await createTestApp(t.database, { ...options, clock });
  });
  afterAll(() => app?.close());
  const built = () => {
    if (!app) throw new Error('useTestApp: the app is built in beforeAll');
    return app;
  };
  return {
    get app() {
      return built();
    },
    get now() {
      return built().clock.now();
    },
    get database() {
      return t.database;
    },
    get db() {
      return t.db;
    },
  };
}

/**
 * `useTestApp` for the platform administration's tests: the platform admin is also logged in
 * before every test (the database is emptied before each one), its session cookie read as
 * `.admin`.
 */
export function useAdminTestApp(options: UseTestAppOptions = {}) {
  const t = useTestApp(options);
  let cookie: string | undefined;
  beforeEach(async () => {
    cookie = await platformAdminCookie(t.app);
  });
  return Object.defineProperty(t, 'admin', {
    get() {
      if (!cookie) throw new Error('useAdminTestApp: the admin logs in before each test');
      return cookie;
    },
  }) as typeof t & { readonly admin: string };
}
