// Foundation budgets (issue: foundation): warm start-up to a healthy /api/health,
// JavaScript downloaded for `/`, and the idle server's resident memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, ensureBuilt, rssMb, startServer, stopServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const budgets = { warmStartMs: 5000, landingJsKb: 150, idleRssMb: 300 };

export async function foundationBench() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'agrovoo-bench-'));
  try {
    // First start creates and migrates the embedded database.
    const first = await startServer({ DATA_DIR: dataDir });
    await new Promise((r) => setTimeout(r, 3000));
    const firstRss = rssMb(first.child.pid);
    await stopServer(first.child);

    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await startServer({ DATA_DIR: dataDir });
      warm.push(run.readyMs);
      await stopServer(run.child);
    }

    const server = await startServer({ DATA_DIR: dataDir });
    const browser = await launchChromium();
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await browser.close();
    for (let i = 0; i < 20; i++) await fetch(`${server.url}/api/health`);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = rssMb(server.child.pid);
    await stopServer(server.child);

    const landingJsKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    return [
      {
        metric: 'warm start → /api/health 200 (max of ' + RUNS + ')',
        value: `${Math.round(Math.max(...warm))} ms (median ${Math.round(warm.sort((a, b) => a - b)[Math.floor(RUNS / 2)])} ms)`,
        budget: `≤ ${budgets.warmStartMs} ms`,
        ok: Math.max(...warm) <= budgets.warmStartMs,
      },
      {
        metric: `JavaScript downloaded for / (gzip, ${scripts.length} files)`,
        value: `${landingJsKb.toFixed(1)} KB`,
        budget: `≤ ${budgets.landingJsKb} KB`,
        ok: landingJsKb <= budgets.landingJsKb,
      },
      {
        metric: 'idle server RSS after the first start (database just created)',
        value: `${firstRss.toFixed(0)} MB`,
        budget: `< ${budgets.idleRssMb} MB`,
        ok: firstRss < budgets.idleRssMb,
      },
      {
        metric: 'idle server RSS, embedded database, after a page load',
        value: `${idleRss.toFixed(0)} MB`,
        budget: `< ${budgets.idleRssMb} MB`,
        ok: idleRss < budgets.idleRssMb,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
