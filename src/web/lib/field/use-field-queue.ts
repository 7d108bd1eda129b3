import { useEffect, useState } from 'react';
import { openFieldStore, type QueuedChange } from './field-store.ts';
import { queueEvents } from './queue-events.ts';

/** The queue of field changes as the screens show it: every change, and the count of each state. */
export type FieldQueue = {
  changes: QueuedChange[];
  waiting: number;
  sent: number;
  refused: number;
  conflicts: number;
};

const EMPTY: FieldQueue = { changes: [], waiting: 0, sent: 0, refused: 0, conflicts: 0 };

/** Reads `userId`'s queue from his store. */
export async function readQueue(userId: string): Promise<FieldQueue> {
  const store = await openFieldStore(userId);
  try {
    return summary(await store.getAll('changes'));
  } finally {
    store.close();
  }
}

/**
 * The signed-in user's queue, read again each time it moves (a change recorded, sent, refused);
 * for an operation's changes alone, `operationId`. The screens of issue 41 mount on it: the
 * header's count, the field page's list, the operation page's refusals and conflicts.
 */
export function useFieldQueue(userId: string | undefined, operationId?: string): FieldQueue {
  const [queue, setQueue] = useState(EMPTY);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () =>
      void readQueue(userId).then(
        (all) =>
          live &&
          setQueue(
            operationId
              ? summary(all.changes.filter((change) => change.operationId === operationId))
              : all,
          ),
        () => {},
      );
    read();
    queueEvents.addEventListener('change', read);
    return () => {
      live = false;
      queueEvents.removeEventListener('change', read);
    };
  }, [userId, operationId]);
  return queue;
}

/** The changes with the count of each state. */
export function summary(changes: QueuedChange[]): FieldQueue {
  const count = (state: QueuedChange['state']) =>
    changes.filter((change) => change.state === state).length;
  return {
    changes,
    waiting: count('waiting'),
    sent: count('sent'),
    refused: count('refused'),
    conflicts: count('conflict'),
  };
}
