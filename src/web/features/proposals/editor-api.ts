import { queryOptions } from '@tanstack/react-query';
import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';
import type { ProposalStatus } from '../../../domain/proposals/values.ts';
import type { RegisterPage } from '../../../domain/registers/response-contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// What the proposal editor needs (a new proposal's page loads only this): one proposal, the
// services, and saving. The rest of the proposals' reads and changes are in api.ts.

export const proposalKeys = {
  lists: ['proposals', 'list'],
  list: (filters: ProposalFilters) => ['proposals', 'list', filters],
  detail: (id: string) => ['proposals', 'detail', id],
} as const;

export type ProposalFilters = { status: ProposalStatus | ''; busca: string; pagina: number };

export const proposalQuery = (id: string) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: () => api<ProposalDetail>(`/api/proposals/${id}`),
  });

/** The services of the register with their default prices (for new lines). */
export const servicesQuery = queryOptions({
  queryKey: ['registers', 'services', 'rows'],
  queryFn: async () => (await api<RegisterPage<'services'>>('/api/registers/services')).items,
  staleTime: 60_000,
});

/** A proposal the server answered after a change: cached as is, lists read again. */
export const useProposalChange = <T>(
  call: (value: T) => Promise<ProposalDetail>,
  alsoChanged: readonly (readonly string[])[] = [],
) =>
  useChange(call, [proposalKeys.lists, ...alsoChanged], (saved, queryClient) =>
    queryClient.setQueryData(proposalQuery(saved.proposal.id).queryKey, saved),
  );

/** Creates a proposal (no `id`) or saves the editor of proposal `id`. */
export const useSaveProposal = (id?: string) =>
  useProposalChange((body: Record<string, unknown>) =>
    api<ProposalDetail>(id ? `/api/proposals/${id}` : '/api/proposals', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
