import { renderWithQueries } from '../../../test/render-with-queries.tsx';
import type {
  AdminAffiliateDetail,
  AdminPayout,
} from '../../../../domain/affiliates/admin-contracts.ts';
import { previousMonth } from '../../../../domain/affiliates/payouts.ts';
import { todayInSaoPaulo } from '../../../../domain/dates.ts';
import { stubServer } from '../../../test/server.ts';
import { AffiliatesAdminTab } from './affiliates-admin-tab.tsx';

// The Afiliados tab over a stubbed server: an affiliate without payment data, two payouts.

export const ANA: AdminAffiliateDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  nome_completo: 'Ana Souza',
  telefone: '(51) 99999-0000',
  affiliate_code: 'ANAKW7P2',
  email: 'ana@exemplo.com.br',
  status: 'ativo',
  total_referidos: 2,
  total_comissoes: 2396,
  saldo_disponivel: 1198,
  cpf_cnpj: '52998224725',
  created_at: '2026-09-01T12:00:00.000Z',
  pix_type: null,
  pix_key: null,
  banco: null,
  agencia: null,
  conta: null,
  tipo_conta: null,
};

export const payout = (values: Partial<AdminPayout>): AdminPayout => ({
  id: '22222222-2222-4222-8222-222222222222',
  affiliate_id: ANA.id,
  nome_completo: 'Ana Souza',
  email: ANA.email,
  mes_referencia: '2026-10-01',
  quantidade_comissoes: 1,
  valor_total: 1198,
  status: 'pendente',
  data_processamento: null,
  data_pagamento: null,
  observacoes: null,
  created_at: '2026-11-01T12:00:00.000Z',
  pix_type: 'cpf',
  pix_key: '529.982.247-25',
  banco: null,
  agencia: null,
  conta: null,
  tipo_conta: null,
  ...values,
});

/** The month the payouts open on. */
export const LAST_MONTH = previousMonth(todayInSaoPaulo(new Date())).slice(0, 7);

const page = <T,>(items: T[]) => ({ items, total: items.length, pageSize: 20 });

/** The tab's reads, and `answers` for what a test sends. */
export function renderTab(answers: Record<string, unknown> = {}) {
  const fetch = stubServer({
    '/api/admin/affiliates/stats': {
      total: 1,
      ativos: 1,
      comissoes_totais: 2396,
      comissoes_pendentes: 1198,
      pagamentos_pendentes: 1198,
    },
    '/api/admin/affiliate-settings': { percentual: 20 },
    '/api/admin/affiliates?': page([ANA]),
    [`/api/admin/affiliates/${ANA.id}`]: ANA,
    [`/api/admin/affiliates/${ANA.id}/commissions?`]: page([]),
    [`/api/admin/affiliates/${ANA.id}/referidos?`]: page([]),
    [`/api/admin/affiliate-payouts?mes=${LAST_MONTH}`]: page([
      payout({}),
      payout({
        id: '33333333-3333-4333-8333-333333333333',
        status: 'pago',
        mes_referencia: '2026-09-01',
      }),
    ]),
    ...answers,
  });
  renderWithQueries(<AffiliatesAdminTab />, '/admin?aba=afiliados');
  return fetch;
}
