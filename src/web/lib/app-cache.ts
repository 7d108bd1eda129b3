/** Drops the service worker and every cache, so the next load fetches the app anew. */
export async function clearAppCaches() {
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
}

const HARD_REFRESH_KEY = 'agrovoo-hard-refresh';

/** `/hard-refresh`, `?hard` and `?hardRefresh` ask for a hard refresh (spec part 1 §4). */
export const asksHardRefresh = (url: URL) =>
  url.pathname === '/hard-refresh' ||
  url.searchParams.has('hard') ||
  url.searchParams.has('hardRefresh');

/**
 * Performs the hard refresh once per browser session and goes to the start; answers whether
 * the page is leaving (then nothing else should start).
 */
export async function hardRefreshIfAsked(
  url: URL,
  storage: Storage = sessionStorage,
  go: (path: string) => void = (path) => window.location.replace(path),
): Promise<boolean> {
  if (!asksHardRefresh(url)) return false;
  if (!storage.getItem(HARD_REFRESH_KEY)) {
    storage.setItem(HARD_REFRESH_KEY, '1');
    await clearAppCaches();
  }
  go('/');
  return true;
}
