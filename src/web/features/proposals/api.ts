import { queryOptions } from '@tanstack/react-query';
import type { ProposalDetail, ProposalPage } from '../../../domain/proposals/contracts.ts';
import type { ProposalStatus } from '../../../domain/proposals/values.ts';
import type { RegisterPage } from '../../../domain/registers/response-contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// Proposals: the list, one proposal, and what changes it. A change answers the whole proposal,
// which replaces the cached one; lists are read again.

export const proposalKeys = {
  lists: ['proposals', 'list'],
  list: (filters: ProposalFilters) => ['proposals', 'list', filters],
  detail: (id: string) => ['proposals', 'detail', id],
} as const;

export type ProposalFilters = { status: ProposalStatus | ''; busca: string; pagina: number };

export const proposalsQuery = (filters: ProposalFilters) =>
  queryOptions({
    queryKey: proposalKeys.list(filters),
    queryFn: () => {
      const params = new URLSearchParams({ pagina: String(filters.pagina) });
      if (filters.status) params.set('status', filters.status);
      if (filters.busca.trim()) params.set('busca', filters.busca.trim());
      return api<ProposalPage>(`/api/proposals?${params}`);
    },
    placeholderData: (previous) => previous,
  });

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
const useProposalChange = <T>(
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

/** 'Enviar por e-mail' (the server sends it) or 'WhatsApp' (marked as sent). */
export const useSendProposal = (id: string) =>
  useProposalChange((canal: 'email' | 'whatsapp') =>
    api<ProposalDetail>(`/api/proposals/${id}/enviar`, { method: 'POST', body: { canal } }),
  );

export const useRefuseProposal = (id: string) =>
  useProposalChange(() => api<ProposalDetail>(`/api/proposals/${id}/recusar`, { method: 'POST' }));

/** A copy as a new draft. */
export const useDuplicateProposal = (id: string) =>
  useProposalChange(() => api<ProposalDetail>(`/api/proposals/${id}/duplicar`, { method: 'POST' }));

/** Approving schedules one operation per service line: the agenda and operations change too. */
export const useApproveProposal = (id: string) =>
  useProposalChange(
    (body: object) => api<ProposalDetail>(`/api/proposals/${id}/aprovar`, { method: 'POST', body }),
    [['operations'], ['agenda'], ['dashboard']],
  );

export const useDeleteProposal = (id: string) =>
  useChange(() => api(`/api/proposals/${id}`, { method: 'DELETE' }), [proposalKeys.lists]);
