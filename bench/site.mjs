// Public site budgets (issue 4): Lighthouse 13 (mobile preset: simulated slow 4G, 4× CPU) on
// `/` and `/auth` of the production build — performance, accessibility, best practices and
// SEO ≥ 95, LCP < 2.5 s — and no route's initial JavaScript above 150 KB gzip.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChromium, ensureBuilt, freePort, startServer, stopServer } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = 3;

/** Median scores and LCP of `runs` Lighthouse runs of a page (a first run that fails to trace is retried). */
async function audit(url, port) {
  const results = [];
  for (let attempt = 0; results.length < RUNS && attempt < RUNS + 3; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (lhr.runtimeError) continue;
    results.push(lhr);
  }
  if (results.length < RUNS) throw new Error(`Lighthouse could not audit ${url}`);
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lcp = median(results.map((r) => r.audits['largest-contentful-paint'].numericValue));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(results.map((r) => Math.round(r.categories[c].score * 100)))]),
  );
  const failing = results[0].categories.seo.auditRefs
    .concat(
      results[0].categories['best-practices'].auditRefs,
      results[0].categories.accessibility.auditRefs,
    )
    .map((ref) => results[0].audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return { lcp, scores, failing };
}

/** The gzip size of the JavaScript each page module needs at first load (entry + its static imports). */
function initialJs(webDir) {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'));
  const size = new Map();
  const gz = (file) => {
    if (!size.has(file)) size.set(file, gzipSync(readFileSync(join(webDir, file))).length);
    return size.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const child of chunk.imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry's static imports, and the chunks index.html preloads for it (the app's boot).
  const base = closure(entry);
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    base.add(file);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('-page.tsx'))
    .map(([key]) => {
      const files = closure(key, new Set(base));
      return { page: key, kb: [...files].reduce((sum, f) => sum + gz(f), 0) / 1024 };
    })
    .sort((a, b) => b.kb - a.kb);
}

export async function siteBench() {
  ensureBuilt();
  const work = mkdtempSync(join(tmpdir(), 'agrovoo-bench-'));
  const server = await startServer({ DATA_DIR: work, SEED_DEMO: 'false' });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const rows = [];
  try {
    for (const path of ['/', '/auth']) {
      const { lcp, scores, failing } = await audit(`${server.url}${path}`, port);
      rows.push({
        metric: `${path} Lighthouse mobile preset (median of ${RUNS}): performance / accessibility / best practices / SEO`,
        value: `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
        budget: 'each ≥ 95',
        ok: Object.values(scores).every((s) => s >= 95),
      });
      rows.push({
        metric: `${path} LCP, Lighthouse mobile preset (median of ${RUNS})`,
        value: `${Math.round(lcp)} ms`,
        budget: '< 2500 ms',
        ok: lcp < 2500,
      });
    }
  } finally {
    await browser.close();
    await stopServer(server.child);
    rmSync(work, { recursive: true, force: true });
  }
  const pages = initialJs('dist/web');
  const largest = pages[0];
  rows.push({
    metric: `largest initial JavaScript of a route (${pages.length} pages; ${largest.page.replace('features/', '')})`,
    value: `${largest.kb.toFixed(1)} KB gzip`,
    budget: '≤ 150 KB gzip',
    ok: largest.kb <= 150,
  });
  return rows;
}
