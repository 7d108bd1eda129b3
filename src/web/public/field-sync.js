/* global self */
// Background Sync of the field's changes (issue 41, decision 046), imported by the service
// worker (vite.config.ts, workbox's importScripts). The changes wait in the signed-in user's
// own IndexedDB database and go with his session, which only the page knows: the worker does
// not send them itself, it wakes the app's open pages, whose sender sends them in order
// (src/web/lib/field/sender.ts). With no page open, the next page load sends them.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'agrovoo-campo') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: 'agrovoo-campo' }))),
  );
});
