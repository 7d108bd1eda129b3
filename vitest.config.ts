import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure domain rules, the API against a real database, and web components.
//
// The domain and server files share their worker's modules (isolate: false): neither keeps state
// in a module between files (each server file opens its own database and builds its own app), and
// loading the app's modules once per worker instead of once per file is most of what a file
// costs. The web files keep isolation: their modules (query client, timers, stubs) hold state.
//
// One worker per core, not vitest's default of one fewer: a server file spends its time in its
// own embedded database (one thread) or waiting on PostgreSQL, so on 2 cores one worker left a
// core idle (the API suite on PGlite: 288 s with two workers, about twice that with one). The
// files that start server processes of their own (restarts, kill -9, backups, two instances
// behind nginx) run after all the others, one at a time, so that no other file competes with a
// process they are timing the start of: the project 'server-processes'.
const SERVER_PROCESSES = [
  'src/server/main.test.ts',
  'src/server/db/database.test.ts',
  'src/server/durability.test.ts',
  'src/server/backup/backup.test.ts',
  'src/server/scale-out.test.ts',
];

/** The API's tests: a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
const serverTests = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: SERVER_PROCESSES,
          ...serverTests,
        },
      },
      {
        test: {
          name: 'server-processes',
          include: SERVER_PROCESSES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...serverTests,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
