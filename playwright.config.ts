import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromium from './scripts/chromium.json' with { type: 'json' };

// Free ports (the app's, the map tiles') and one empty data directory per run, chosen once in
// the main process (workers inherit the environment, so they see the same values).
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_TILES_PORT ??= freePort();
process.env.E2E_NFSE_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'agrovoo-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// With E2E_SERVER_LOG (scripts/test-full.sh), the server's whole log, at info, goes to that file,
// which is then searched for secrets; without it, its warnings show here.
const serverLog = process.env.E2E_SERVER_LOG;
const tilesURL = `http://127.0.0.1:${process.env.E2E_TILES_PORT}`;
// The national NFS-e API's stand-in (issue 44): its CA written where the server reads it.
const nfseCaFile = join(process.env.E2E_DATA_DIR, 'nfse-stand-in-ca.pem');

/**
 * Debian's Chromium as its headless shell (the browser Playwright itself runs headless: the same
 * Blink and V8 without the desktop browser's windowing), with the flags this network needs (no
 * background connections). Decision 023.
 */
const chromiumLaunch = {
  args: chromium.args,
  executablePath: process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two at a time, on one server: each journey signs its own company up, and at one worker a core
  // stood partly idle (decision 023).
  workers: 2,
  timeout: 30_000,
  // An assertion waits up to 10 s, not Playwright's 5: under the whole suite (two journeys, their
  // browsers and the server on two cores) a list refreshed after a save or a message after a
  // refused login has passed 5 s in journeys whose code did not change (three in one run). A
  // check still fails when what it waits for never comes.
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromiumLaunch,
    // Only the PWA's journey (e2e/pwa.spec.ts) installs the service worker: in every other one it
    // would fetch and cache the whole build (some 240 files) in each new browser context.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A failure keeps the actions' log, the console and the network; pictures and DOM snapshots of
    // every step, recorded in every run, were a quarter of the journeys' CPU (decision 023). The
    // failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    {
      // Map tiles on loopback (e2e/tile-server.mjs), so maps draw over tiles as configured.
      command: 'node e2e/tile-server.mjs',
      url: `${tilesURL}/0/0/0.png`,
      reuseExistingServer: false,
    },
    {
      // The national NFS-e API's stand-in (src/server/fiscal/stand-in.ts): mutual TLS, so only
      // its port is watched.
      command: 'npx tsx src/server/fiscal/stand-in-cli.ts',
      port: Number(process.env.E2E_NFSE_PORT),
      reuseExistingServer: false,
      env: {
        NFSE_STAND_IN_PORT: process.env.E2E_NFSE_PORT!,
        NFSE_STAND_IN_CA_FILE: nfseCaFile,
      },
    },
    {
      command: serverLog
        ? `exec node dist/server/server/main.js >> '${serverLog}' 2>&1`
        : 'node dist/server/server/main.js',
      url: `${baseURL}/api/health`,
      timeout: 120_000, // the first start migrates a new database: slow on a busy machine
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: serverLog ? 'info' : 'warn',
        SEED_DEMO: 'false',
        CAPTCHA_TEST_CODE: 'TESTE',
        SIGN_UP_LIMIT_PER_HOUR: '1000', // the journeys sign ~60 companies up from 127.0.0.1
        SIGN_UP_LIMIT_GLOBAL: '1000',
        // The platform admin of e2e/expired-trial.spec.ts.
        ADMIN_EMAIL: 'ops@agrovoo.test',
        ADMIN_PASSWORD: 'Admin#Forte2026',
        MAP_TILES_URL: `${tilesURL}/{z}/{x}/{y}.png`,
        MAP_TILES_ATTRIBUTION: 'Mosaico de teste',
        // The NFS-e journey: certificates kept under a test key, the API at the stand-in.
        CERTIFICATE_KEY: 'e2'.repeat(32),
        NFSE_URL_HOMOLOGACAO: `https://localhost:${process.env.E2E_NFSE_PORT}/SefinNacional`,
        NFSE_CA_FILE: nfseCaFile,
      },
    },
  ],
});
