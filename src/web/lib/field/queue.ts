import type { FieldStore, QueuedChange } from './field-store.ts';

/** The server's answer to a change, or null when it could not be reached. */
export type Reply = { status: number; body: unknown } | null;
export type Send = (change: QueuedChange, version: string | null) => Promise<Reply>;

type ErrorBody = { error?: { code?: string; message?: string } };
type DetailBody = { operation?: { updated_at?: string } };

/**
 * Sends the waiting changes in their order (issue 41, decision 039), each with its key and,
 * when compared with the office's, the version the previous answer gave its operation. A change
 * answered is marked sent; refused (4xx), marked with the server's message; met the office's
 * (409 OPERATION_CONFLICT), kept with both versions for the choice. Stops, keeping the rest, when
 * the server cannot be reached, fails (5xx) or finds the session ended (401): the next
 * connection or sign-in sends them again, same keys.
 */
export async function sendQueue(store: FieldStore, send: Send) {
  const waiting = (await store.getAll('changes')).filter((change) => change.state === 'waiting');
  let sent = 0;
  for (const change of waiting) {
    const taken = await store.get('operations', change.operationId);
    const reply = await send(change, change.versioned ? (taken?.updated_at ?? null) : null);
    // A session ended meanwhile (12 h idle: decision 039) refuses no change: it waits for the
    // same user's next sign-in, as an unreachable server's does.
    if (reply === null || reply.status >= 500 || reply.status === 401) break;
    const error = (reply.body as ErrorBody | null)?.error;
    if (reply.status < 300) {
      sent++;
      await store.put('changes', { ...change, state: 'sent' });
      const version = (reply.body as DetailBody | null)?.operation?.updated_at;
      // The operation as the server now reads it replaces the one expected offline.
      if (taken && version)
        await store.put('operations', { ...taken, updated_at: version, detail: reply.body });
    } else if (error?.code === 'OPERATION_CONFLICT')
      await store.put('changes', { ...change, state: 'conflict', conflict: reply.body });
    else
      await store.put('changes', {
        ...change,
        state: 'refused',
        message: error?.message ?? `O servidor recusou a alteração (${reply.status}).`,
      });
  }
  return sent;
}

/** Sends one change to the API: its key, its version, its JSON body or file. */
const sendOverNetwork: Send = async (change, version) => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'idempotency-key': change.key,
  };
  if (version) headers['if-match'] = version;
  let body: BodyInit | undefined;
  if (change.file) {
    const form = new FormData();
    for (const [name, value] of Object.entries(change.file.fields)) form.append(name, value);
    form.append('arquivo', change.file.blob, change.file.name);
    body = form;
  } else if (change.files) {
    const form = new FormData();
    for (const file of change.files) form.append('arquivos', file.blob, file.name);
    body = form;
  } else if (change.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(change.body);
  }
  try {
    const response = await fetch(change.path, {
      method: change.method,
      credentials: 'same-origin',
      headers,
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return null;
  }
};

/** Whether the server says `userId` is the one signed in (no answer, no session: no). */
async function signedInAs(userId: string) {
  try {
    const response = await fetch('/api/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    const me = (await response.json()) as { user?: { id?: string } } | null;
    return me?.user?.id === userId;
  } catch {
    return false;
  }
}

/**
 * `sendOverNetwork` for `userId`'s changes, once the server says he is the one signed in: the
 * browser's session may be another user's (he signed out in another tab, someone else signed
 * in), and a change is never sent under it. Otherwise nothing is sent, as with no connection:
 * the run stops and the changes wait for his next sign-in (decision 039).
 */
export function sendAs(userId: string): Send {
  let mine: Promise<boolean> | undefined;
  return async (change, version) => {
    mine ??= signedInAs(userId);
    return (await mine) ? sendOverNetwork(change, version) : null;
  };
}
