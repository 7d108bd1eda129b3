import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationStatus } from '../../../domain/operations/values.ts';
import type { DiscountKind, LineUnit, ProposalStatus } from '../../../domain/proposals/values.ts';
import { api } from '../../lib/api.ts';

// Proposals: the list, one proposal, and what changes it. A change answers the whole proposal,
// which replaces the cached one; lists are read again.

export const proposalKeys = {
  lists: ['proposals', 'list'],
  list: (filters: ProposalFilters) => ['proposals', 'list', filters],
  detail: (id: string) => ['proposals', 'detail', id],
} as const;

export type ProposalLine = {
  id: string;
  posicao: number;
  service_id: string | null;
  descricao: string;
  unidade: LineUnit;
  quantidade: number;
  preco_unitario_cents: number;
  total_cents: number;
};

export type ProposalDetail = {
  proposal: {
    id: string;
    numero: string;
    status: ProposalStatus;
    client_id: string;
    property_id: string | null;
    crop_id: string | null;
    validade: string;
    condicoes_pagamento: string | null;
    observacoes: string | null;
    desconto_tipo: DiscountKind | null;
    desconto_valor: number | null;
    subtotal_cents: number;
    desconto_cents: number;
    total_cents: number;
    enviada_em: string | null;
    decidida_em: string | null;
    created_at: string;
  };
  cliente: string;
  cliente_email: string | null;
  cliente_telefone: string | null;
  propriedade: string | null;
  municipio: string | null;
  uf: string | null;
  cultura: string | null;
  linhas: ProposalLine[];
  operacoes: { id: string; numero: string; data: string; status: OperationStatus }[];
  compartilhar: { mensagem: string; whatsapp: string };
};

export type ProposalListItem = {
  id: string;
  numero: string;
  status: ProposalStatus;
  validade: string;
  total_cents: number;
  created_at: string;
  cliente: string;
  propriedade: string | null;
};

export type ProposalPage = {
  items: ProposalListItem[];
  total: number;
  totals: Record<ProposalStatus, { count: number; total_cents: number }>;
  pageSize: number;
};

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

/** A service of the register with its default price (for new lines). */
export type ServiceRow = {
  id: string;
  nome: string;
  unidade_preco: LineUnit;
  preco_cents: number | null;
};

export const servicesQuery = queryOptions({
  queryKey: ['registers', 'services', 'rows'],
  queryFn: async () => (await api<{ items: ServiceRow[] }>('/api/registers/services')).items,
  staleTime: 60_000,
});

/** A proposal the server answered after a change: cached as is, lists read again. */
function useProposalChange<T>(
  call: (value: T) => Promise<ProposalDetail>,
  alsoChanged: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      queryClient.setQueryData(proposalQuery(saved.proposal.id).queryKey, saved);
      await Promise.all(
        [proposalKeys.lists, ...alsoChanged].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

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

export function useDeleteProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/proposals/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.lists }),
  });
}
