import { openFieldStore, queueOf } from './field-store.ts';
import { sendAs, sendQueue, type Send } from './queue.ts';
import { FIELD_SYNC_TAG, queueChanged } from './queue-events.ts';

/** The runs under way, one per user: a second call while one runs waits for it. */
const running = new Map<string, Promise<number>>();

/** How often an open page tries again while changes wait: a server back up says nothing. */
const RETRY_MS = 60_000;

/**
 * Sends `userId`'s waiting changes in their order (queue.ts), one run at a time in this page;
 * answers how many were sent, only under his own session (`sendAs`). The screens are told when
 * the queue moved.
 */
export function sendWaiting(userId: string, send: Send = sendAs(userId)): Promise<number> {
  const current = running.get(userId);
  if (current) return current;
  const run = (async () => {
    const store = await openFieldStore(userId);
    try {
      if ((await queueOf(store)).waiting === 0) return 0;
      const sent = await sendQueue(store, send);
      queueChanged();
      return sent;
    } finally {
      store.close();
      running.delete(userId);
    }
  })();
  running.set(userId, run);
  return run;
}

/**
 * Sends the waiting changes now, each time the connection returns, every minute while the page
 * is open (the server may come back with no 'online' event), and when the service worker's
 * Background Sync wakes the page (public/field-sync.js); `onSent` after a run that sent some.
 * Answers the function that stops listening.
 */
export function startSender(userId: string, onSent: (sent: number) => void) {
  const go = () =>
    void sendWaiting(userId).then(
      (sent) => sent > 0 && onSent(sent),
      () => {},
    );
  const fromWorker = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: string } | null)?.type === FIELD_SYNC_TAG) go();
  };
  window.addEventListener('online', go);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  const retry = setInterval(go, RETRY_MS);
  go();
  return () => {
    clearInterval(retry);
    window.removeEventListener('online', go);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
  };
}
