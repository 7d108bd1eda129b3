import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { registerOptionsQuery } from '../../lib/register-options.ts';
import { refusal, stubServer } from '../../test/server.ts';
import { registerListQuery, useRowAction, useSaveRegister } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const params = { busca: '', pagina: 1, situacao: 'ativos' } as const;

/** A query client holding answers of two registers, and a wrapper that provides it. */
function cached() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(registerListQuery('clients', params).queryKey, {
    items: [],
    total: 0,
    pageSize: 25,
  });
  queryClient.setQueryData(registerOptionsQuery('clients').queryKey, []);
  queryClient.setQueryData(registerOptionsQuery('aircraft').queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { wrapper, stale };
}

describe('the registers’ mutation hooks', () => {
  it('save a new row with POST and read that register again, lists and pickers', async () => {
    const fetch = stubServer({ '/api/registers/clients': { id: 'c9', nome: 'Fazenda Boa Vista' } });
    const { wrapper, stale } = cached();
    const { result } = renderHook(() => useSaveRegister('clients'), { wrapper });
    let saved: unknown;
    await act(async () => {
      saved = await result.current.mutateAsync({ nome: 'Fazenda Boa Vista' });
    });
    expect(saved).toEqual({ id: 'c9', nome: 'Fazenda Boa Vista' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      '/api/registers/clients',
      'POST',
      JSON.stringify({ nome: 'Fazenda Boa Vista' }),
    ]);
    expect(stale(registerListQuery('clients', params).queryKey)).toBe(true);
    expect(stale(registerOptionsQuery('clients').queryKey)).toBe(true);
    expect(stale(registerOptionsQuery('aircraft').queryKey)).toBe(false);
  });

  it('edit a row with PUT at its address', async () => {
    const fetch = stubServer({ '/api/registers/aircraft/a1': { id: 'a1' } });
    const { result } = renderHook(() => useSaveRegister('aircraft', 'a1'), {
      wrapper: cached().wrapper,
    });
    await act(() => result.current.mutateAsync({ prefixo: 'PR-AGV' }));
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('PUT');
  });

  it('surface the server’s refusal as an ApiError with its code, message and fields', async () => {
    stubServer({
      '/api/registers/clients/c1': () =>
        refusal(409, 'CONFLICT', 'Este cadastro está em uso.', {
          nome: 'Já existe um cliente com este nome.',
        }),
    });
    const { wrapper, stale } = cached();
    const { result } = renderHook(() => useRowAction('clients'), { wrapper });
    act(() => result.current.mutate({ action: 'delete', row: { id: 'c1' } as never }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Este cadastro está em uso.',
      fields: { nome: 'Já existe um cliente com este nome.' },
    });
    // Nothing changed: nothing is read again.
    expect(stale(registerListQuery('clients', params).queryKey)).toBe(false);
  });
});
