// Renders the public pages to static HTML after the web build (issue 4 'Prerendered public
// pages'): dist/web/prerendered/<page>.html, index.html with the page's head tags and body,
// which the server sends for those paths. The browser then renders the same page over it.
// The renderer is kept in dist/render: the server draws the pages of `src/web/data-pages.tsx`
// with their data with it (src/server/http/page-render.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const out = 'dist/render';
await build({
  build: { ssr: 'prerender.tsx', outDir: `../../${out}`, copyPublicDir: false },
  logLevel: 'warn',
});
const { render, PRERENDERED_PATHS, LOADING_PATHS, DATA_PATHS } = await import(
  pathToFileURL(join(out, 'prerender.js')).href
);
const index = readFileSync('dist/web/index.html', 'utf8');
mkdirSync('dist/web/prerendered', { recursive: true });
for (const path of [...PRERENDERED_PATHS, ...LOADING_PATHS]) {
  const { head, body } = render(path);
  // The static head tags are marked: the app drops them when it renders its own.
  const marked = head.replace(/<(title|meta|link|script)\b/g, '<$1 data-prerendered-head=""');
  // Nothing competes with a public page's HTML and stylesheet for the first paint: the app's
  // code loads when the entry asks for it. A company page's loading screen keeps the entry's
  // preloads, which scripts/boot-after-paint.mjs requests after its first paint (the page is
  // drawn by the app, which needs them at once).
  const kept = LOADING_PATHS.includes(path)
    ? index
    : index.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const html = kept
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${marked}\n  </head>`)
    .replace(/<div id="root">[\s\S]*<\/div>\s*<\/body>/, `<div id="root">${body}</div>\n  </body>`);
  const name = path === '/' ? 'index' : path.slice(1);
  writeFileSync(join('dist/web/prerendered', `${name}.html`), html);
  console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} KB)`);
}
// Which pages the server renders with their data, read at its start (the renderer is loaded
// with the first of them).
writeFileSync(join(out, 'data-pages.json'), JSON.stringify(DATA_PATHS));
