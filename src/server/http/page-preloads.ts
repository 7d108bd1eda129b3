import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of the Vite build manifest (`dist/web/.vite/manifest.json`), keyed by source path. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a signed-in page needs first, started with the HTML instead of after the JavaScript has
 * run: its API answers (a `Link` preload header) and its lazily loaded code (modulepreload
 * tags). The dashboard's LCP waits on both (docs/benchmarks.md, 'Dashboard').
 */
const PAGES: Record<string, { fetch: string[]; module: string }> = {
  '/dashboard': {
    fetch: ['/api/me', '/api/dashboard'],
    module: 'features/dashboard/dashboard-page.tsx',
  },
};

/** The files a chunk statically imports, itself included, depth first. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) chunkFiles(manifest, child, seen);
  return seen;
}

/** The page module's chunks that index.html does not already load. */
export function pageModuleFiles(manifest: Manifest, module: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? chunkFiles(manifest, entry) : new Set<string>();
  return [...chunkFiles(manifest, module)].filter((file) => !loaded.has(file));
}

export type PagePreload = { link: string; html: string };

/** Per path, the `Link` header and the index.html with the page's modulepreload tags. */
export function loadPagePreloads(webDir: string): Map<string, PagePreload> {
  const pages = new Map<string, PagePreload>();
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  for (const [path, page] of Object.entries(PAGES)) {
    const tags = pageModuleFiles(manifest, page.module)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    pages.set(path, {
      link: page.fetch
        .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`)
        .join(', '),
      html: tags ? index.replace('</head>', `    ${tags}\n  </head>`) : index,
    });
  }
  return pages;
}
