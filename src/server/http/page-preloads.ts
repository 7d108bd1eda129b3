import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORIGIN_PLACEHOLDER } from '../../domain/site.ts';

/** A chunk of the Vite build manifest (`dist/web/.vite/manifest.json`), keyed by source path. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a signed-in page needs first, started before the app's JavaScript has run: its API
 * answers and its lazily loaded code (docs/benchmarks.md, 'Dashboard'). A page drawn with its data
 * (`page-render.ts`) is drawn from the answers to these same reads.
 */
type Page = {
  fetch: string[];
  /** Reads only the office (owners and admins) may make: preloaded for them alone. */
  office?: string[];
  module: string;
  /** Chunks the page imports lazily but shows at once (its first tab), preloaded with it. */
  first?: string[];
  visitors?: boolean;
};
const PAGES: Record<string, Page> = {
  '/dashboard': {
    fetch: ['/api/me', '/api/dashboard'],
    module: 'features/dashboard/dashboard-page.tsx',
  },
  // The areas' pages (issue 43 item 1): their LCP (the header's text, then the first figures)
  // waited on the page's chunk, requested only once the entry had run, then on /api/me and only
  // then on the first tab's reads (Lighthouse's network log in docs/benchmarks.md, 'Site').
  // Reads whose address depends on the day (the accounting summary's month) are left out.
  '/estoque': {
    fetch: ['/api/me', '/api/stock/saldos', '/api/stock/alertas', '/api/stock/faltas'],
    module: 'features/stock/stock-page.tsx',
  },
  '/contabilidade': {
    fetch: ['/api/me'],
    office: ['/api/accounting/resumo'],
    module: 'features/accounting/accounting-page.tsx',
    first: ['features/accounting/summary-tab.tsx'],
  },
  '/frota': { fetch: ['/api/me'], module: 'features/fleet/fleet-page.tsx' },
  // Its first tab, the clients' first page, as `src/web/features/registers/api.ts` asks for it.
  '/cadastros': {
    fetch: ['/api/me', '/api/registers/clients?pagina=1&situacao=ativos'],
    module: 'features/registers/registers-page.tsx',
  },
  // The other company pages (issue 43 item 1), each with the first reads its page asks for
  // (its api.ts) when their address is the same every day: the lists' first pages with no
  // filter; the agenda's week, the field's days ahead and the operation's form are left out.
  '/recursos-humanos': {
    fetch: ['/api/me'],
    office: ['/api/hr/funcionarios?situacao=ativos', '/api/hr/ferias/alertas'],
    module: 'features/hr/hr-page.tsx',
  },
  '/afiliados': {
    fetch: ['/api/me', '/api/affiliates/me'],
    module: 'features/affiliates/affiliates-page.tsx',
  },
  '/campo': { fetch: ['/api/me'], module: 'features/field/field-page.tsx' },
  '/agenda': { fetch: ['/api/me'], module: 'features/agenda/agenda-page.tsx' },
  '/operacoes': {
    fetch: ['/api/me', '/api/operations?pagina=1'],
    module: 'features/operations/operations-list-page.tsx',
  },
  '/operacao': { fetch: ['/api/me'], module: 'features/operations/operation-page.tsx' },
  '/propostas': {
    fetch: ['/api/me', '/api/proposals?pagina=1'],
    module: 'features/proposals/proposals-list-page.tsx',
  },
  '/relatorios': {
    fetch: ['/api/me'],
    office: ['/api/mapa/pendente'],
    module: 'features/mapa/mapa-page.tsx',
  },
  '/perfil': { fetch: ['/api/me'], module: 'features/profile/profile-page.tsx' },
  // The platform admin's, who belongs to no company: its code only.
  '/admin': { fetch: [], module: 'features/admin/admin-page.tsx' },
  // The public pages, for everyone: their LCP is their heading, painted once their code runs.
  '/': { fetch: [], module: 'features/landing/landing-page.tsx', visitors: true },
  '/auth': { fetch: [], module: 'features/auth/auth-page.tsx', visitors: true },
  '/termos-servico': { fetch: [], module: 'features/legal/terms-page.tsx', visitors: true },
  '/politica-privacidade': {
    fetch: [],
    module: 'features/legal/privacy-page.tsx',
    visitors: true,
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

/**
 * A page's first reads for each kind of visit. `member` is for the page's own view, its address
 * without a query; another view (`?aba=entrada`, a filter) may not read those answers at load,
 * and a preloaded answer left unread is served to the first read of its address later, however
 * stale (a stock entry then showed an empty balance), so it gets `otherView`: the session's
 * `/api/me` alone, read by every page at load. `office` adds the reads only the office may make.
 */
type PageReads = { member: string[]; office: string[]; otherView: string[] };

export type PagePreload = {
  reads: PageReads;
  /** The HTML; on a loading screen, its `data-reads` still to be filled (`pageReply`). */
  html: string;
  /**
   * A company page's loading screen, whose code and reads are requested after its first paint
   * (`public/after-paint.js`); any other page has its code in modulepreload tags and its reads
   * in a `Link` header, both requested with the HTML.
   */
  afterPaint: boolean;
  visitors: boolean;
};

const READS_SLOT = 'data-reads=""';
const attribute = (urls: string[]) => urls.join(' ').replaceAll('&', '&amp;');

/** The HTML and the `Link` header to send a visit whose reads are `reads`. */
export function pageReply(page: PagePreload, reads: string[]) {
  if (page.afterPaint)
    return { html: page.html.replace(READS_SLOT, `data-reads="${attribute(reads)}"`), link: null };
  const link = reads
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
  return { html: page.html, link: link || null };
}

/** Where the build put a page rendered to HTML (scripts/prerender.mjs), if it did. */
const prerenderedFile = (webDir: string, path: string) =>
  join(webDir, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);

/**
 * Per path, the reads and the HTML to send: the page rendered at build time when there is one
 * (with the public address filled in), else index.html, plus the page's code: in the loading
 * screen's `data-modules`, else as modulepreload tags.
 */
export function loadPagePreloads(webDir: string, origin: string): Map<string, PagePreload> {
  const pages = new Map<string, PagePreload>();
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  for (const [path, page] of Object.entries(PAGES)) {
    const prerendered = prerenderedFile(webDir, path);
    // A public page rendered at build time paints before any script runs: its code is not
    // preloaded, so nothing competes with the HTML and the stylesheet for the first paint. A
    // company page's is its loading screen with its header (`src/web/shell/page-loading.tsx`),
    // which the app replaces at once: its code is preloaded after that first paint.
    const built = existsSync(prerendered);
    const index = built
      ? readFileSync(prerendered, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin)
      : shell;
    const afterPaint = built && !page.visitors;
    if (afterPaint && !index.includes(READS_SLOT))
      throw new Error(
        `${path}: the loading screen has no after-paint tag (scripts/boot-after-paint.mjs)`,
      );
    const files =
      built && page.visitors
        ? []
        : [page.module, ...(page.first ?? [])]
            .flatMap((module) => pageModuleFiles(manifest, module))
            .filter((file, k, all) => all.indexOf(file) === k)
            .map((file) => `/${file}`);
    const tags = files
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('\n    ');
    const html = afterPaint
      ? index.replace(
          /data-modules="([^"]*)"/,
          (_, entry: string) => `data-modules="${[entry, ...files].filter(Boolean).join(' ')}"`,
        )
      : tags
        ? index.replace('</head>', `    ${tags}\n  </head>`)
        : index;
    pages.set(path, {
      reads: {
        member: page.fetch,
        office: [...page.fetch, ...(page.office ?? [])],
        otherView: page.fetch.filter((url) => url === '/api/me'),
      },
      html,
      afterPaint,
      visitors: page.visitors ?? false,
    });
  }
  return pages;
}
