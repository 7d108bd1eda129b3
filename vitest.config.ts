import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure domain rules, the API against a real database, and web components.
//
// The domain and server files share their worker's modules (isolate: false): neither keeps state
// in a module between files (each server file opens its own database and builds its own app), and
// loading the app's modules once per worker instead of once per file is most of what a file
// costs. The web files keep isolation: their modules (query client, timers, stubs) hold state.
export default defineConfig({
  test: {
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
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
