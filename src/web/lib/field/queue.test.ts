import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Reply, sendQueue } from './queue.ts';
import {
  clearFieldData,
  fieldDbName,
  keepTaken,
  openFieldStore,
  queueOf,
  recordChange,
  type QueuedChange,
} from './field-store.ts';

const PILOT = 'usuario-piloto';
const OTHER = 'usuario-outro';
const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';
const TAKEN_AT = '2026-11-09T18:00:00.000Z';
const opened: { close(): void }[] = [];

async function storeOf(userId: string) {
  const store = await openFieldStore(userId);
  opened.push(store);
  return store;
}

afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await clearFieldData(PILOT);
  await clearFieldData(OTHER);
});

/** The pilot took the operation at version v1, then started and concluded it offline. */
async function recordedOffline() {
  const store = await storeOf(PILOT);
  await keepTaken(store, [
    { id: OPERATION, updated_at: 'v1', detail: { numero: '2026/0042' }, takenAt: TAKEN_AT },
  ]);
  const change = {
    operationId: OPERATION,
    method: 'POST' as const,
    versioned: true,
    recordedAt: TAKEN_AT,
  };
  await recordChange(store, { ...change, path: `/api/operations/${OPERATION}/iniciar` });
  await recordChange(store, {
    ...change,
    path: `/api/operations/${OPERATION}/concluir`,
    body: { confirmarClima: true },
  });
  return store;
}

/** A server that answers from a script, recording what it was sent. */
function scripted(replies: Reply[]) {
  const calls: { path: string; key: string; version: string | null }[] = [];
  const send = async (change: QueuedChange, version: string | null) => {
    calls.push({ path: change.path.split('/').pop()!, key: change.key, version });
    return replies.shift() ?? null;
  };
  return { calls, send };
}

describe('the queue of changes recorded in the field', () => {
  it('sends them in order, each on the version the previous answer gave', async () => {
    const store = await recordedOffline();
    expect((await queueOf(store)).waiting).toBe(2);
    const server = scripted([
      { status: 200, body: { operation: { updated_at: 'v2' } } },
      { status: 200, body: { operation: { updated_at: 'v3' } } },
    ]);
    expect(await sendQueue(store, server.send)).toBe(2);
    expect(server.calls.map(({ path, version }) => [path, version])).toEqual([
      ['iniciar', 'v1'],
      ['concluir', 'v2'],
    ]);
    const { changes, waiting } = await queueOf(store);
    expect(waiting).toBe(0);
    expect(changes.map((change) => change.state)).toEqual(['sent', 'sent']);
    expect((await store.get('operations', OPERATION))?.updated_at).toBe('v3');
  });

  it('keeps what the lost connection did not send, and sends it again with the same key', async () => {
    const store = await recordedOffline();
    const first = scripted([{ status: 200, body: { operation: { updated_at: 'v2' } } }, null]);
    expect(await sendQueue(store, first.send)).toBe(1);
    expect((await queueOf(store)).waiting).toBe(1);
    const second = scripted([{ status: 200, body: { operation: { updated_at: 'v3' } } }]);
    expect(await sendQueue(store, second.send)).toBe(1);
    // The conclusion was tried twice, under one Idempotency-Key: the server applies it once.
    expect(second.calls[0]!.key).toBe(first.calls[1]!.key);
    expect(second.calls[0]!.version).toBe('v2');
  });

  it("marks a refusal with the server's words and a conflict with both versions", async () => {
    const store = await recordedOffline();
    const conflict = {
      error: { code: 'OPERATION_CONFLICT', message: 'A operação foi alterada no escritório.' },
      conflito: { proposta: { id: 'p1' }, atual: { operation: { data: '2026-11-12' } } },
    };
    const server = scripted([
      { status: 409, body: conflict },
      {
        status: 400,
        body: { error: { code: 'OPERATION_INCOMPLETE', message: 'Faltam dados para concluir.' } },
      },
    ]);
    expect(await sendQueue(store, server.send)).toBe(0);
    const { changes } = await queueOf(store);
    expect(changes.map(({ state, message, conflict: both }) => ({ state, message, both }))).toEqual(
      [
        { state: 'conflict', message: undefined, both: conflict },
        { state: 'refused', message: 'Faltam dados para concluir.', both: undefined },
      ],
    );
  });

  it("is each user's own, and gone after sign-out", async () => {
    await recordedOffline();
    const other = await storeOf(OTHER);
    expect(await queueOf(other)).toEqual({ changes: [], waiting: 0 });
    expect(await other.getAll('operations')).toEqual([]);
    expect(fieldDbName(PILOT)).not.toBe(fieldDbName(OTHER));

    for (const store of opened.splice(0)) store.close();
    await clearFieldData(PILOT);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(fieldDbName(PILOT));
    const again = await storeOf(PILOT);
    expect(await queueOf(again)).toEqual({ changes: [], waiting: 0 });
  });
});
