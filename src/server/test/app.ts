import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** The real app over a test database, configured as in tests (no logs unless a stream is given). */
export function createTestApp(
  database: Database,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    webDir?: string;
    logStream?: DestinationStream;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    AUTH_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    CAPTCHA_TEST_CODE: 'TESTE',
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
