import { queryOptions } from '@tanstack/react-query';
import type { ProposalDetail, ProposalPage } from '../../../domain/proposals/contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { proposalKeys, useProposalChange, type ProposalFilters } from './editor-api.ts';

// Proposals: the list, one proposal, and what changes it. A change answers the whole proposal,
// which replaces the cached one; lists are read again. What the editor needs is in
// editor-api.ts, so that a new proposal's page loads no more.

export {
  proposalKeys,
  proposalQuery,
  servicesQuery,
  useSaveProposal,
  type ProposalFilters,
} from './editor-api.ts';

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
