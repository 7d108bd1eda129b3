// After scripts/prerender.mjs: every page rendered at build time requests the app's code only
// after its first paint, through public/after-paint.js, instead of with the HTML: Lighthouse
// counts every request started before the first paint in its FCP and LCP (docs/benchmarks.md,
// 'The public pages' LCP and the first loads' script' and 'The company pages' code after the
// first paint').
// - A public page (`data-prerendered=""`) paints whole from its HTML: its entry alone.
// - A company page's loading screen (`data-prerendered="session"`) paints its header: the entry,
//   with the chunks index.html preloads for it (`data-modules`, to which the server adds the
//   page's own, src/server/http/page-preloads.ts), and the page's first reads (`data-reads`,
//   filled by the server for the visit's role).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.argv[2] ?? 'dist/web', 'prerendered');
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

for (const name of readdirSync(dir)) {
  const file = join(dir, name);
  const html = readFileSync(file, 'utf8');
  const session = html.includes('<div data-prerendered="session" inert="" aria-hidden="true">');
  if (!session && !html.includes('<div data-prerendered="" inert="">')) continue;
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error(`${name}: the entry's script tag was not found`);
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const tag = session
    ? `<script defer src="/after-paint.js" data-entry="${entry}" data-modules="${modules.join(' ')}" data-reads=""></script>`
    : `<script defer src="/after-paint.js" data-entry="${entry}"></script>`;
  writeFileSync(file, html.replace(PRELOAD, '').replace(ENTRY, tag));
  console.log(`${name}: the app starts after the first paint`);
}
