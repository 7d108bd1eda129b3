/**
 * Tells the screens that the queue of field changes moved (one recorded, sent or refused), and
 * asks the service worker to wake the sender when the connection returns, where the browser has
 * Background Sync (decision 046): the worker cannot send them itself.
 */
export const queueEvents = new EventTarget();

/** The tag of the service worker's sync that wakes the page's sender (public/field-sync.js). */
export const FIELD_SYNC_TAG = 'agrovoo-campo';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

export function queueChanged() {
  queueEvents.dispatchEvent(new Event('change'));
}

/** A change waits: the worker's sync is asked for, when the browser has one. */
export async function askBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncRegistration | undefined;
  await registration?.sync?.register(FIELD_SYNC_TAG).catch(() => {});
}
