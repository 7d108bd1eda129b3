import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFieldData, openFieldStore, recordChange } from '../lib/field/field-store.ts';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import { requested } from '../test/requests.ts';
import { stubServer } from '../test/server.ts';
import { SignOutButton } from './sign-out-button.tsx';

// Issue 41: a sign-out deletes the changes a pilot recorded offline (decision 039); it asks
// first, naming how many, so that none is lost without his word.
const PILOT = 'usuario-piloto';
const OPERATION = '5f0c8a40-0000-4000-8000-000000000001';

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearFieldData(PILOT);
});

async function waitingInThePhone(count: number) {
  const store = await openFieldStore(PILOT);
  for (const step of ['iniciar', 'concluir'].slice(0, count))
    await recordChange(store, {
      operationId: OPERATION,
      method: 'POST',
      path: `/api/operations/${OPERATION}/${step}`,
      versioned: false,
      recordedAt: '2026-11-09T18:00:00.000Z',
    });
  store.close();
}

const LOGOUT = ['POST', '/api/auth/logout'] as const;

describe('SignOutButton', () => {
  it('signs out at once when nothing waits', async () => {
    const fetch = stubServer({});
    renderWithQueries(<SignOutButton fieldUser={PILOT} />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(requested(fetch, ...LOGOUT)).toBe(true));
  });

  it.each([
    {
      count: 1,
      text: '1 alteração feita no campo ainda não foi enviada. Ao sair, o que você levou para o campo é apagado deste aparelho, com ela. Para não perdê-la,',
    },
    {
      count: 2,
      text: '2 alterações feitas no campo ainda não foram enviadas. Ao sair, o que você levou para o campo é apagado deste aparelho, com elas. Para não perdê-las,',
    },
  ])('asks first when $count wait: cancelling keeps the session', async ({ count, text }) => {
    await waitingInThePhone(count);
    const fetch = stubServer({});
    renderWithQueries(<SignOutButton fieldUser={PILOT} />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sair e apagar o que não foi enviado?',
    });
    expect(dialog).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requested(fetch, ...LOGOUT)).toBe(false);
  });

  it('signs out once the pilot confirms', async () => {
    await waitingInThePhone(1);
    const fetch = stubServer({});
    renderWithQueries(<SignOutButton fieldUser={PILOT} />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair e apagar' }));
    await waitFor(() => expect(requested(fetch, ...LOGOUT)).toBe(true));
  });

  it('a user who took nothing to the field is never asked', async () => {
    await waitingInThePhone(1);
    const fetch = stubServer({});
    renderWithQueries(<SignOutButton />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(requested(fetch, ...LOGOUT)).toBe(true));
  });
});
