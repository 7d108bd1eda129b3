import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The projects: pure domain rules, the API against a real database, and web components.
//
// The domain and server files share their worker's modules (isolate: false): neither keeps state
// in a module between files (each server file opens its own database and builds its own app), and
// loading the app's modules once per worker instead of once per file is most of what a file
// costs. So do the web files, but for the few in WEB_ISOLATED (see webTests).
//
// One worker per core, not vitest's default of one fewer: a server file spends its time in its
// own embedded database (one thread) or waiting on PostgreSQL, so on 2 cores one worker left a
// core idle (the API suite on PGlite: 288 s with two workers, about twice that with one). The
// files that start server processes of their own (restarts, kill -9, backups, two instances
// behind nginx) run after all the others, one at a time, so that no other file competes with the
// processes they start and wait on: the project 'server-processes'. (Two at a time was no faster:
// they keep both cores busy themselves.)
const SERVER_PROCESSES = [
  'src/server/main.test.ts',
  'src/server/db/database.test.ts',
  'src/server/durability.test.ts',
  'src/server/backup/backup.test.ts',
  'src/server/scale-out.test.ts',
];

/**
 * With API_SUITE=engine, the API files whose subject is the database engine itself: the adapters
 * and the migrations, the tenant scope (its transaction on PGlite, its role's pool on PostgreSQL)
 * and the walks of every route through it, numbering, the job queue, the demo seed, the health
 * and system readings, kill -9, the backup and the process' start. CI runs the whole API suite on
 * PostgreSQL and these on PGlite, whose whole app the browser suite runs (decision 021).
 */
const ENGINE_TESTS = [
  'src/server/db/**/*.test.ts',
  'src/server/tenancy/**/*.test.ts',
  'src/server/http/route-table.test.ts',
  'src/server/jobs/**/*.test.ts',
  'src/server/demo/**/*.test.ts',
  'src/server/health/**/*.test.ts',
  'src/server/admin/performance/**/*.test.ts',
  'src/server/stock/concurrency.test.ts',
];
const engineOnly = process.env.API_SUITE === 'engine';

/** Files about the embedded engine alone, which a run on PostgreSQL would only repeat. */
const EMBEDDED_ONLY = ['src/server/main.test.ts', 'src/server/backup/backup.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The API's tests: a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
const serverTests = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The web's components in happy-dom. The files share their worker's modules (isolate: false):
 * the project took 126 s alone with a module graph per file and takes 42 s so. Each render has
 * its own query client, and setup.ts empties what a test leaves behind (the DOM, stubs, mocks,
 * storage). The files in WEB_ISOLATED keep modules of their own: one sees when a lazy module is
 * first loaded, others read the toasts, whose list is module-wide, or mock a module that a page
 * another file loaded first would keep unmocked.
 */
const webTests = {
  environment: 'happy-dom' as const,
  setupFiles: ['src/web/test/setup.ts'],
  testTimeout: 20_000,
};
const WEB_ISOLATED = [
  'src/web/features/dashboard/dashboard-page.test.tsx',
  'src/web/features/affiliates/invite-after-login.test.tsx',
  // Mocks the map's WebGL check and engine modules, which the other files load as they are.
  'src/web/components/map/map-offline.test.tsx',
  // Mock the notifications to read the toasts: the operation page and its lazy panels, loaded
  // first by another file, would keep that file's notify (a mock of its own, or the real one).
  'src/web/features/operations/operation-page.test.tsx',
  'src/web/features/operations/flight-audit-panel.test.tsx',
];

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
          include: engineOnly ? ENGINE_TESTS : ['src/server/**/*.test.ts'],
          exclude: SERVER_PROCESSES,
          ...serverTests,
        },
      },
      {
        test: {
          name: 'server-processes',
          include: SERVER_PROCESSES,
          exclude: onPostgres ? EMBEDDED_ONLY : [],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...serverTests,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          isolate: false,
          ...webTests,
        },
      },
      {
        plugins: [react()],
        test: { name: 'web-isolated', include: WEB_ISOLATED, ...webTests },
      },
    ],
  },
});
