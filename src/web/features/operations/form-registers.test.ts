import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { createRoutes } from '../../router.tsx';
import { renderRouter } from '../../test/render-with-queries.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { FORM_REGISTERS, prefetchFormRegisters } from './form-registers.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('asks for each of the form’s registers once, each in a task of its own, into the selects’ cache', async () => {
  vi.useFakeTimers();
  const fetchMock = vi.fn(
    async (url: string) =>
      new Response(JSON.stringify({ options: [{ id: url, label: url.split('/')[3]! }] }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  prefetchFormRegisters(client);
  expect(fetchMock).not.toHaveBeenCalled(); // not in the task that asked
  expect(vi.getTimerCount()).toBe(FORM_REGISTERS.length); // a task each
  await vi.runAllTimersAsync();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
    FORM_REGISTERS.map((kind) => `/api/registers/${kind}/options`),
  );
  for (const kind of ['clients', 'products'] as const)
    expect(client.getQueryData(registerOptionsQuery(kind).queryKey)).toEqual([
      { id: `/api/registers/${kind}/options`, label: kind },
    ]);
});

// The list is kept by hand beside the form's fields: the form drawn whole must pick from each
// register on it (a kind it no longer uses is a request for nothing), and from no other (a new
// select's request would go back into the task that draws the form).
it('is the registers the operation form’s selects pick from', async () => {
  stubServer({ '/api/me': signedIn('admin') });
  const queryClient = createQueryClient();
  renderRouter(
    createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/operacao'] }),
    queryClient,
  );
  await screen.findByLabelText('Observações'); // the last section drawn
  // A new operation has no product line: the products' select comes with the first.
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar produto' }));
  const used = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['registers'] })
    .filter((query) => query.getObserversCount() > 0)
    .map((query) => query.queryKey[1]);
  expect(used.toSorted()).toEqual(FORM_REGISTERS.toSorted());
});
