import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { stubServer } from '../../test/server.ts';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { proposalKeys, proposalQuery, useApproveProposal } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('approving a proposal', () => {
  it('caches the answer and reads again its lists, the operations and the agenda', async () => {
    const approved = { proposal: { id: 'p1', status: 'aprovada' } } as ProposalDetail;
    const fetch = stubServer({ '/api/proposals/p1/aprovar': approved });
    const queryClient = createQueryClient();
    const filters = { status: '', busca: '', pagina: 1 } as const;
    for (const key of [proposalKeys.list(filters), ['operations', 'list'], ['agenda', 'events']])
      queryClient.setQueryData(key, {});
    queryClient.setQueryData(['registers', 'clients', 'options'], []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useApproveProposal('p1'), { wrapper });
    const body = { data: '2026-12-01', aircraft_id: 'a1', pilot_id: 'u2', property_id: 'f1' };
    await act(() => result.current.mutateAsync(body));

    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe(
      JSON.stringify(body),
    );
    expect(queryClient.getQueryData(proposalQuery('p1').queryKey)).toEqual(approved);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(proposalKeys.list(filters))).toBe(true);
    expect(stale(['operations', 'list'])).toBe(true);
    expect(stale(['agenda', 'events'])).toBe(true);
    expect(stale(['registers', 'clients', 'options'])).toBe(false);
  });
});
