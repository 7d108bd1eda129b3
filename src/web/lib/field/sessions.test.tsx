import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requested } from '../../test/requests.ts';
import { signedIn, stubServer } from '../../test/server.ts';
import { createQueryClient } from '../query-client.ts';
import { meQuery, useLogout } from '../session.ts';
import {
  clearFieldData,
  fieldDbName,
  openFieldStore,
  queueOf,
  recordChange,
} from './field-store.ts';
import type { Reply } from './queue.ts';
import { sendWaiting } from './sender.ts';

// Issue 41 item 4, decision 039: the server ends a session after 12 h idle whatever the phone
// does; the changes a pilot recorded offline wait in his own database for his next sign-in, and
// no other user of the browser sends or reads them.
const PILOT = 'usuario-piloto';
const OFFICE = 'usuario-escritorio';
const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearFieldData(PILOT);
  await clearFieldData(OFFICE);
});

/** The pilot started the operation offline: one change waits in his database. */
async function startedOffline() {
  const store = await openFieldStore(PILOT);
  await recordChange(store, {
    operationId: OPERATION,
    method: 'POST',
    path: `/api/operations/${OPERATION}/iniciar`,
    versioned: false,
    recordedAt: '2026-11-09T18:00:00.000Z',
  });
  store.close();
}

const waitingOf = async (userId: string) => {
  const store = await openFieldStore(userId);
  try {
    return (await queueOf(store)).waiting;
  } finally {
    store.close();
  }
};

const databases = async () => (await indexedDB.databases()).map((db) => db.name);

/** A server that answers from a script, counting what it was sent. */
function server(replies: Reply[]) {
  const sent: string[] = [];
  return {
    sent,
    send: async (change: { path: string }) => {
      sent.push(change.path);
      return replies.shift() ?? null;
    },
  };
}

/** `useLogout` of the signed-in `userId`, as the shell calls it. */
function logoutOf(userId: string, keepFieldData: boolean) {
  const me = signedIn('pilot');
  const queryClient = createQueryClient();
  queryClient.setQueryData([...meQuery.queryKey], { ...me, user: { ...me.user, id: userId } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ok: true }))),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useLogout({ keepFieldData }), { wrapper }).result;
}

describe('a pilot’s changes across sessions', () => {
  it('survive the sign-out of 12 h idle, and go with "Sair"', async () => {
    await startedOffline();
    const idle = logoutOf(PILOT, true);
    await act(() => idle.current.mutateAsync());
    expect(await waitingOf(PILOT)).toBe(1);

    const sair = logoutOf(PILOT, false);
    await act(() => sair.current.mutateAsync());
    await waitFor(async () => expect(await databases()).not.toContain(fieldDbName(PILOT)));
  });

  it('wait when the server finds the session ended (401), and are sent at the next sign-in', async () => {
    await startedOffline();
    const ended = server([
      {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Faça login para continuar.' } },
      },
    ]);
    expect(await sendWaiting(PILOT, ended.send)).toBe(0);
    expect(ended.sent).toHaveLength(1);
    expect(await waitingOf(PILOT)).toBe(1);

    const again = server([{ status: 200, body: { operation: { updated_at: 'v2' } } }]);
    expect(await sendWaiting(PILOT, again.send)).toBe(1);
    expect(await waitingOf(PILOT)).toBe(0);
  });

  it('are never sent by another user signed in on the same browser', async () => {
    await startedOffline();
    const office = server([{ status: 200, body: {} }]);
    expect(await sendWaiting(OFFICE, office.send)).toBe(0);
    expect(office.sent).toEqual([]);
    expect(await waitingOf(OFFICE)).toBe(0);
    expect(await waitingOf(PILOT)).toBe(1);
  });

  it('are never sent under another user’s session, as when another tab signed someone else in', async () => {
    await startedOffline();
    const me = signedIn('owner');
    const path = `/api/operations/${OPERATION}/iniciar`;
    const asOffice = stubServer({ '/api/me': { ...me, user: { ...me.user, id: OFFICE } } });
    expect(await sendWaiting(PILOT)).toBe(0);
    expect(requested(asOffice, 'POST', path)).toBe(false);
    expect(await waitingOf(PILOT)).toBe(1);

    const asPilot = stubServer({
      '/api/me': { ...me, user: { ...me.user, id: PILOT } },
      [`POST ${path}`]: { operation: { updated_at: '2026-11-09T18:05:00.000Z' } },
    });
    expect(await sendWaiting(PILOT)).toBe(1);
    expect(requested(asPilot, 'POST', path)).toBe(true);
    expect(await waitingOf(PILOT)).toBe(0);
  });
});
