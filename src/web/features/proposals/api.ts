import { queryOptions } from '@tanstack/react-query';
import type { OperationStatus } from '../../../domain/operations/values.ts';
import type { DiscountKind, LineUnit, ProposalStatus } from '../../../domain/proposals/values.ts';
import { api } from '../../lib/api.ts';

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
    queryKey: ['proposals', 'list', filters],
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
    queryKey: ['proposals', 'detail', id],
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
