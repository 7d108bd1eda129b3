import type { ProposalDetail } from '../../../domain/proposals/contracts.ts';

/** The client of the proposals in the web tests. */
export const CLIENT = '7f9c2a51-2c1e-4a8e-9d51-1a2b3c4d5e6f';

/** A saved draft '2026/0007', as the server answers it. */
export const saved: ProposalDetail = {
  proposal: {
    id: '0b0e5c1e-3d4f-4a5b-8c6d-7e8f9a0b1c2d',
    numero: '2026/0007',
    ano: 2026,
    sequencia: 7,
    status: 'rascunho',
    client_id: CLIENT,
    property_id: null,
    crop_id: null,
    validade: '2099-12-31',
    condicoes_pagamento: null,
    faturar_na_aprovacao: false,
    parcelas: 1,
    observacoes: null,
    desconto_tipo: null,
    desconto_valor: null,
    subtotal_cents: 400_100,
    desconto_cents: 0,
    total_cents: 400_100,
    enviada_em: null,
    decidida_em: null,
    decidida_por: null,
    created_by: null,
    created_at: '2026-11-23T13:00:00.000Z',
    updated_at: '2026-11-23T13:00:00.000Z',
  },
  cliente: 'Agropecuária Boa Vista',
  cliente_email: null,
  cliente_telefone: null,
  cliente_documento: null,
  propriedade: null,
  municipio: null,
  uf: null,
  cultura: null,
  linhas: [],
  operacoes: [],
  compartilhar: { mensagem: '', whatsapp: 'https://wa.me/?text=' },
};
