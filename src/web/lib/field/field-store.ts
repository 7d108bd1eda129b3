import { deleteDB, openDB, type DBSchema } from 'idb';

/**
 * The pilot's field data in the browser (issue 41, decision 039): the operations taken to the
 * field and the changes recorded offline, in IndexedDB through idb. Each user has a database of
 * his own, named by his id: the app opens only the signed-in user's, and signing out deletes it.
 */

/** An operation taken to the field: its detail as read, and the version it was read at. */
export type TakenOperation = { id: string; updated_at: string; detail: unknown; takenAt: string };

/** Where a queued change stands: waiting, sent, refused by the server, or met the office's. */
export type ChangeState = 'waiting' | 'sent' | 'refused' | 'conflict';

/** A change recorded in the field, sent in its order when the connection returns. */
export type QueuedChange = {
  /** Its place in the queue, given when recorded. */
  seq?: number;
  /** The Idempotency-Key it is always sent with, made when it was recorded. */
  key: string;
  operationId: string;
  method: 'POST' | 'PUT';
  path: string;
  /** The JSON body, already validated by the form's contract. */
  body?: unknown;
  /** A file to upload instead (sent as FormData with its fields). */
  file?: { blob: Blob; name: string; fields: Record<string, string> };
  /** The applied-area files of an import instead (sent as FormData, each as `arquivos`). */
  files?: { blob: Blob; name: string }[];
  /** Compared with the operation's version (edits, start, conclusion): sent with If-Match. */
  versioned: boolean;
  recordedAt: string;
  state: ChangeState;
  /** The server's refusal, in its words. */
  message?: string;
  /** The 409's body of a conflict: the proposal and the operation as the office left it. */
  conflict?: unknown;
};

/** Another answer the forms read, kept as the server gave it (register options, attachments…). */
export type TakenAnswer = { path: string; body: unknown };

interface FieldDb extends DBSchema {
  operations: { key: string; value: TakenOperation };
  changes: { key: number; value: QueuedChange };
  answers: { key: string; value: TakenAnswer };
}

export const fieldDbName = (userId: string) => `agrovoo-campo-${userId}`;

export function openFieldStore(userId: string) {
  return openDB<FieldDb>(fieldDbName(userId), 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('operations', { keyPath: 'id' });
        db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
      }
      if (oldVersion < 2) db.createObjectStore('answers', { keyPath: 'path' });
    },
  });
}
export type FieldStore = Awaited<ReturnType<typeof openFieldStore>>;

/**
 * Keeps the operations taken to the field ('Levar para o campo') and the other answers their
 * forms read, replacing those kept.
 */
export async function keepTaken(
  store: FieldStore,
  taken: TakenOperation[],
  answers: TakenAnswer[] = [],
) {
  const tx = store.transaction(['operations', 'answers'], 'readwrite');
  const operations = tx.objectStore('operations');
  const kept = tx.objectStore('answers');
  await Promise.all([operations.clear(), kept.clear()]);
  for (const operation of taken) await operations.put(operation);
  for (const answer of answers) await kept.put(answer);
  await tx.done;
}

/** Records a change at the end of the queue. */
export const recordChange = (
  store: FieldStore,
  change: Omit<QueuedChange, 'seq' | 'state' | 'key'> & { key?: string },
) => store.add('changes', { key: crypto.randomUUID(), ...change, state: 'waiting' });

/** The queue in its order, and how many changes still wait. */
export async function queueOf(store: FieldStore) {
  const changes = await store.getAll('changes');
  return { changes, waiting: changes.filter((change) => change.state === 'waiting').length };
}

/**
 * Sign-out: the user's field data is deleted, whatever it held. A browser without IndexedDB (or
 * the tests' DOM) could have stored none: there is nothing to delete.
 */
export async function clearFieldData(userId: string) {
  if (typeof indexedDB === 'undefined') return;
  await deleteDB(fieldDbName(userId));
}
