// After scripts/prerender.mjs: the public pages rendered at build time (their content marked
// `data-prerendered=""`; a company page's loading screen is not one) request the app's entry
// only after their first paint, through public/after-paint.js, instead of with the HTML
// (docs/benchmarks.md, 'The public pages' LCP and the first loads' script').
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.argv[2] ?? 'dist/web', 'prerendered');
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

for (const name of readdirSync(dir)) {
  const file = join(dir, name);
  const html = readFileSync(file, 'utf8');
  if (!html.includes('<div data-prerendered="" inert="">')) continue;
  if (!ENTRY.test(html)) throw new Error(`${name}: the entry's script tag was not found`);
  writeFileSync(
    file,
    html.replace(ENTRY, '<script defer src="/after-paint.js" data-entry="$1"></script>'),
  );
  console.log(`${name}: the app starts after the first paint`);
}
