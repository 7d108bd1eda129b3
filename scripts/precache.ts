// What the service worker precaches on a first visit (issue 43 item 6, decision 044): the app's
// boot and shell, the public pages, the start page and the pilot's pages in the field — not every
// chunk. Everything else is kept when it is first loaded (vite.config.ts, runtimeCaching).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

/** Pages precached with what they import statically (their keys in Vite's manifest). */
const PAGES = [
  // Public: the landing page, signing in, the legal texts, the error pages.
  'features/landing/landing-page.tsx',
  'features/auth/auth-page.tsx',
  'features/auth/reset-password-page.tsx',
  'features/legal/terms-page.tsx',
  'features/legal/privacy-page.tsx',
  'features/not-found/not-found-page.tsx',
  'features/no-company/no-company-page.tsx',
  // The installed app's start page (manifest's start_url); its charts load after it.
  'features/dashboard/dashboard-page.tsx',
  // The pilot's day: the agenda, the operations and their report.
  'features/agenda/agenda-page.tsx',
  'features/operations/operations-list-page.tsx',
  'features/operations/report-page.tsx',
  // The report's croqui, drawn once its code is in (a chunk of its own, off the first load).
  'features/operations/croqui-drawing.tsx',
];

/** Pages precached with everything they may load, dialogs and forms too (offline field work). */
const FIELD_PAGES = [
  'features/operations/operation-page.tsx',
  // What its route's loader asks for as it opens (the form's register lists).
  'features/operations/form-registers.ts',
  // 'Levar para o campo' and the header's count of the field's queue (issue 41).
  'features/field/field-page.tsx',
  'features/field/queue-badge.tsx',
];

/** The chunks whose dynamic imports were followed too (a deep closure). */
type Deep = Set<string> | undefined;

/**
 * The files of `key` and of what it imports statically, with their stylesheets; with `deep`,
 * what they may load too — also below a chunk already taken without it (a shared chunk such as
 * the forms' lazy schema loader, whose contracts' reader the field's forms need offline).
 */
function closure(manifest: Manifest, key: string, files: Set<string>, deep?: Deep) {
  const chunk = manifest[key];
  if (!chunk || (deep ? deep.has(key) : files.has(chunk.file))) return;
  deep?.add(key);
  files.add(chunk.file);
  // The entry's own dynamic imports are every page: taken above, the pages' only as listed.
  if (chunk.isEntry) deep = undefined;
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) closure(manifest, child, files, deep);
  if (deep) for (const child of chunk.dynamicImports ?? []) closure(manifest, child, files, deep);
}

/**
 * The built files to precache, from the build's manifest (`.vite/manifest.json` in `webDir`):
 * the entry and what it loads by itself (React DOM, the shell's toasts, palette and banners —
 * every dynamic import of the entry that is not a page), and PAGES and FIELD_PAGES as above.
 */
export function precachedFiles(webDir: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  closure(manifest, entry, files);
  for (const key of manifest[entry]!.dynamicImports ?? [])
    if (!key.startsWith('features/')) closure(manifest, key, files);
  for (const key of PAGES) closure(manifest, key, files);
  const deep = new Set<string>();
  for (const key of FIELD_PAGES) closure(manifest, key, files, deep);
  return files;
}

type Entry = { url: string; revision: string | null; size: number };

/**
 * Workbox's manifest transform: keeps every file that is not a built chunk (the HTML, the
 * icons, the web manifest) and the chunks `precachedFiles` names, each URL once.
 */
export const precacheOnly =
  (webDir: () => string) =>
  async <T extends Entry>(entries: T[]) => {
    const chosen = precachedFiles(webDir());
    const seen = new Set<string>();
    const manifest = entries.filter((entry) => {
      if (seen.has(entry.url)) return false;
      seen.add(entry.url);
      return !entry.url.startsWith('assets/') || chosen.has(entry.url);
    });
    return { manifest, warnings: [] };
  };
