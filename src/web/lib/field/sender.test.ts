import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFieldData, keepTaken, openFieldStore, queueOf, recordChange } from './field-store.ts';
import type { Send } from './queue.ts';
import { queueEvents } from './queue-events.ts';
import { sendWaiting } from './sender.ts';

// The page's sender (issue 41, decision 046): woken by the load, the 'online' event and the
// service worker's sync, perhaps all at once — the queue still goes once, in its order.

const PILOT = 'usuario-piloto';
const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';
const RECORDED = '2026-11-10T13:00:00.000Z';

async function twoWaiting() {
  const store = await openFieldStore(PILOT);
  await keepTaken(store, [{ id: OPERATION, updated_at: 'v1', detail: {}, takenAt: RECORDED }]);
  for (const action of ['iniciar', 'concluir'])
    await recordChange(store, {
      operationId: OPERATION,
      method: 'POST',
      path: `/api/operations/${OPERATION}/${action}`,
      versioned: true,
      recordedAt: RECORDED,
    });
  store.close();
}

afterEach(() => clearFieldData(PILOT));

describe('sending the waiting changes', () => {
  it('runs once when woken three times at once, and tells the screens', async () => {
    await twoWaiting();
    const sent: string[] = [];
    const send: Send = async (change) => {
      sent.push(change.path.split('/').pop()!);
      return { status: 200, body: { operation: { updated_at: `v${sent.length + 1}` } } };
    };
    let told = 0;
    const tell = () => told++;
    queueEvents.addEventListener('change', tell);
    const runs = await Promise.all([
      sendWaiting(PILOT, send),
      sendWaiting(PILOT, send),
      sendWaiting(PILOT, send),
    ]);
    queueEvents.removeEventListener('change', tell);
    expect(runs).toEqual([2, 2, 2]);
    expect(sent).toEqual(['iniciar', 'concluir']);
    expect(told).toBe(1);
    // Woken again with nothing waiting: nothing is sent.
    expect(await sendWaiting(PILOT, send)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('keeps the queue when the server cannot be reached', async () => {
    await twoWaiting();
    expect(await sendWaiting(PILOT, async () => null)).toBe(0);
    const store = await openFieldStore(PILOT);
    expect((await queueOf(store)).waiting).toBe(2);
    store.close();
  });
});
