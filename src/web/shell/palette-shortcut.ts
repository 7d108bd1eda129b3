import { isCompanyPage } from '../paths.ts';

/** The palette's code, fetched on the first press of the shortcut or click of 'Buscar...'. */
export const loadCommandPalette = () => import('./command-palette.tsx');

let onShortcut: (() => void) | null = null;
// A press on a company page's first paint, before this code had come (public/after-paint.js
// marks it on the document); from now on this module listens.
const marks = document.documentElement.dataset;
let pending = marks.palette === 'asked';
marks.palette = 'listening';
if (pending) void loadCommandPalette();

/** Ctrl+K, or Cmd+K on a Mac. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

// Listening from the first load (this module is part of it), not from the header's first
// render: a press while a company's page is still starting opens the palette once it is drawn.
// Elsewhere (the public pages) the key stays the browser's.
window.addEventListener('keydown', (event) => {
  if (!isShortcut(event) || !(onShortcut || isCompanyPage(window.location.pathname))) return;
  event.preventDefault();
  void loadCommandPalette();
  if (onShortcut) onShortcut();
  else pending = true;
});

/**
 * The header's search button takes the shortcut, and a press made before it was drawn;
 * answers the function that lets it go.
 */
export function takePaletteShortcut(handler: () => void): () => void {
  onShortcut = handler;
  if (pending) {
    pending = false;
    handler();
  }
  return () => {
    if (onShortcut === handler) onShortcut = null;
  };
}
