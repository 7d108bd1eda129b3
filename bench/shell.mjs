// The shell's first loads (issue 39 item 5, issue 43): `/`, `/auth` and `/dashboard` (signed in)
// opened in Chromium with an empty cache on the built app, every request of the page and of its
// service worker (the first visit's background precache) recorded until the network is quiet
// and 6 s more after the worker is ready. Budget: none of them fetches the map's code (MapLibre, Terra Draw, their
// stylesheet and worker), which only the pages that draw a map load; the map chunk's size is
// reported beside.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, launchChromium, signUp, startServer, stopServer } from './lib.mjs';

/** The map's files in dist/web/assets: the engine chunk, its stylesheet and worker. */
const MAP_FILE = /^(map-engine|maplibre-gl-worker)-/;
/** The pilot's offline store (issue 41), loaded by the pages that work offline and at sign-out. */
const FIELD_FILE = /^field-store-/;

/** Every request of one first load (page and service worker), with the bytes transferred. */
async function firstLoad(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, url }]);
  }
  const requests = [];
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    requests.push({
      file: new URL(request.url()).pathname.split('/').pop(),
      type: request.resourceType(),
      worker: !!request.serviceWorker(),
      bytes: sizes.responseBodySize,
    });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // The service worker is ready once its install has precached everything it lists.
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 60_000)),
    ]),
  );
  await page.waitForTimeout(6000);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { requests, finalPath };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function shellBench() {
  ensureBuilt();
  const assets = join('dist', 'web', 'assets');
  const mapFiles = readdirSync(assets).filter((f) => MAP_FILE.test(f) && !/\.(br|gz)$/.test(f));
  const gzip = (file) => gzipSync(readFileSync(join(assets, file))).length;
  const work = mkdtempSync(join(tmpdir(), 'agrovoo-bench-'));
  const server = await startServer(
    {
      DATA_DIR: work,
      SEED_DEMO: 'false',
      NODE_ENV: 'development', // the fixed test captcha is honoured only outside production
      CHECK_REPLIES: 'false',
      CAPTCHA_TEST_CODE: 'TESTE',
      // A busy machine may take more than the default minute to start it.
    },
    { timeoutMs: 300_000 },
  );
  const browser = await launchChromium();
  const rows = [];
  try {
    const { cookie } = await signUp(server.url, 'Aero Bancada', 'bancada@agrovoo.com.br');
    for (const path of ['/', '/auth', '/dashboard']) {
      const { requests, finalPath } = await firstLoad(
        browser,
        server.url + path,
        path === '/dashboard' ? cookie : null,
      );
      if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}`);
      const page = requests.filter((r) => !r.worker && r.type === 'script');
      const precache = requests.filter((r) => r.worker);
      const map = requests.filter((r) => MAP_FILE.test(r.file));
      const field = page.filter((r) => FIELD_FILE.test(r.file));
      rows.push({
        metric: `${path} first load: the offline store's code fetched by the page`,
        value: field.length ? field.map((r) => r.file).join(', ') : 'none',
        budget: 'none',
        ok: field.length === 0,
      });
      rows.push({
        metric: `${path} first load: page scripts / service worker's precache; map files fetched`,
        value: `${page.length} files ${kb(page.reduce((s, r) => s + r.bytes, 0))} / ${precache.length} files ${kb(precache.reduce((s, r) => s + r.bytes, 0))}; map: ${map.length ? map.map((r) => r.file).join(', ') : 'none'}`,
        budget: 'no map file',
        ok: map.length === 0,
      });
    }
  } finally {
    await browser.close();
    await stopServer(server.child);
    rmSync(work, { recursive: true, force: true });
  }
  // What the service worker precaches on a first visit, from its own list.
  const listed = [...readFileSync(join('dist', 'web', 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)]
    .map((match) => match[1])
    .filter((file) => !file.startsWith('http'));
  const listedMap = listed.filter((file) => MAP_FILE.test(file.split('/').pop()));
  rows.push({
    metric: "the service worker's precache list (dist/web/sw.js): files, gzip; map files in it",
    value: `${listed.length} files ${kb(listed.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', 'web', file))).length, 0))}; map: ${listedMap.length ? listedMap.join(', ') : 'none'}`,
    budget: 'no map file',
    ok: listedMap.length === 0,
  });
  rows.push({
    metric: 'the map code, loaded by the pages that draw a map (gzip)',
    value: mapFiles.map((f) => `${f.replace(/-[\w-]{8}\./, '.')} ${kb(gzip(f))}`).join(' · '),
    budget: 'not in a first load',
    ok: mapFiles.length > 0,
  });
  return rows;
}
