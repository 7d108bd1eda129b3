import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole } from '../../../domain/companies/values.ts';
import type {
  NfePreview,
  StockBalances,
  StockLot,
} from '../../../domain/stock/response-contracts.ts';
import { signedIn, stubServer } from '../../test/server.ts';

// What the stock's web tests share: a lot and an NF-e read from its XML.

export const FOX = '6f1c1a7e-4b8e-4f4a-9d7e-0a3c5b2d1e11';
export const LOT = '3d8f2a6e-1c4b-4e7a-9b2d-5f6e7a8b9c01';

/** No balances: the stock page of a company that has recorded nothing yet. */
export const NO_BALANCES: StockBalances = {
  itens: [],
  total: 0,
  pageSize: 20,
  valor_total_cents: 0,
};

/**
 * The server as /estoque reads it: `role` signed in, `saldos` as the balances, no alerts, and
 * `routes` besides (each may override those).
 */
export const stockServer = (
  role: CompanyRole,
  routes: Record<string, unknown> = {},
  saldos: StockBalances = NO_BALANCES,
) =>
  stubServer({
    '/api/me': signedIn(role),
    '/api/stock/saldos': saldos,
    '/api/stock/alertas': { alertas: [] },
    ...routes,
  });

/** On /estoque: opens the dialog of `item`'s minimum and usual package. */
export async function openSettings(item: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Mínimo e embalagem de ${item}` }),
  );
  return screen.findByRole('dialog', { name: `${item}: mínimo e embalagem` });
}

/** On /estoque: opens Fox Xpro's lots, then the adjustment of its lot FX-2026-11. */
export async function openLotAdjustment() {
  await userEvent.click(await screen.findByRole('button', { name: /Fox Xpro/, expanded: false }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ajustar o lote FX-2026-11' }));
  return screen.findByRole('dialog', { name: 'Ajustar lote FX-2026-11' });
}

/** A lot of Fox Xpro from NF 1201, full (override what a test is about). */
export const lot = (over: Partial<StockLot> = {}): StockLot => ({
  id: LOT,
  product_id: FOX,
  combustivel: null,
  nome: 'Fox Xpro',
  unidade: 'L',
  lote: 'FX-2026-11',
  fabricacao: '2026-08-01',
  validade: '2028-07-31',
  quantidade_inicial: 100,
  saldo: 100,
  custo_unitario_cents: 4550,
  valor_cents: 455000,
  entry_id: 'e1',
  nf_numero: '1201',
  fornecedor: 'Agro Insumos Sorriso Ltda',
  vencido: false,
  vencendo: false,
  ...over,
});

/** NF-e 1201 as read: Fox Xpro found by name, the urea found by nothing; two duplicatas. */
export const nfePreview: NfePreview = {
  fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11222333000181', supplier_id: null },
  nf_numero: '1201',
  nf_serie: '1',
  nf_data: '2026-11-03',
  chave_acesso: '51261111222333000181550010000012011000012015',
  local_devolucao: 'Central inpEV Sorriso-MT',
  duplicada: false,
  total_cents: 617_275,
  destinatario: {
    documento: '04252011000110',
    nome: 'AERO SUL AVIACAO AGRICOLA',
    da_empresa: true,
  },
  avisos: ['Item 2 (UREIA AGRICOLA): escolha o produto.'],
  linhas: [
    {
      item: 1,
      codigo_fornecedor: '7891-FX5',
      descricao: 'FOX XPRO 5L BAYER',
      unidade_nf: 'LT',
      quantidade_nf: 100,
      correspondencia: 'nome',
      product_id: FOX,
      combustivel: null,
      lote: 'FX-2026-11',
      fabricacao: '2026-08-01',
      validade: '2028-07-31',
      quantidade: 100.5,
      unidade: 'L',
      custo_unitario_cents: 4550,
      valor_cents: 457_275,
      embalagem_pendente: false,
    },
    {
      item: 2,
      codigo_fornecedor: 'U-9',
      descricao: 'UREIA AGRICOLA',
      unidade_nf: 'KG',
      quantidade_nf: 500,
      correspondencia: null,
      product_id: null,
      combustivel: null,
      lote: 'UR-77',
      fabricacao: null,
      validade: null,
      quantidade: 500,
      unidade: 'kg',
      custo_unitario_cents: 320,
      valor_cents: 160_000,
      embalagem_pendente: false,
    },
  ],
  // Two duplicatas summing to the lines' R$ 6.172,75.
  vencimentos: [
    { vencimento: '2026-12-03', valor_cents: 300_000 },
    { vencimento: '2027-01-03', valor_cents: 317_275 },
  ],
};
