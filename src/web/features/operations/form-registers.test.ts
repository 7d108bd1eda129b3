import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { registerOptionsQuery } from '../../lib/register-options.ts';
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
