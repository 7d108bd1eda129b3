import { DEFAULT_TAX_SETTING } from '../../../domain/accounting/tax-regime.ts';
import type {
  BankAccount,
  FinanceCategory,
  FinanceTitle,
  InstallmentPage,
  InstallmentRow,
} from '../../../domain/accounting/response-contracts.ts';
import { signedIn, stubServer } from '../../test/server.ts';

// What the accounting web tests share: a receivable in three installments, the categories and
// an account, and the server answering them.

export const TITLE = '0b6f4e1a-2c3d-4e5f-8a9b-1c2d3e4f5a6b';
export const ACCOUNT = '7a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
export const SERVICES = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const FUEL = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const installmentId = (n: number) => `9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6${n}`;

/** Installment `numero` of 3 of the Fazenda Boa Vista receivable (override what a test is about). */
export const row = (numero: number, over: Partial<InstallmentRow> = {}): InstallmentRow => ({
  id: installmentId(numero),
  title_id: TITLE,
  lado: 'receber',
  origem: 'operacao',
  descricao: 'Operação 2026/0042',
  documento: null,
  categoria: 'Serviços de aplicação aérea',
  contraparte: 'Fazenda Boa Vista',
  aeronave: 'PR-ABC',
  numero,
  parcelas: 3,
  vencimento: `2026-1${numero}-10`.replace('-13-', '-12-'),
  valor_cents: 3333_00,
  pago_cents: 0,
  saldo_cents: 3333_00,
  status: 'pendente',
  ...over,
});

export const page = (items: InstallmentRow[]): InstallmentPage => ({
  items,
  total: items.length,
  pagina: 1,
  por_pagina: 20,
  totais: {
    valor_cents: 9999_00,
    pago_cents: 3333_00,
    saldo_cents: 6666_00,
    vencido_cents: 3333_00,
  },
});

export const categories: FinanceCategory[] = [
  {
    id: SERVICES,
    chave: 'servicos',
    nome: 'Serviços de aplicação aérea',
    tipo: 'receita',
    linha_dre: 'receita_bruta',
    arquivada: false,
  },
  {
    id: FUEL,
    chave: 'combustivel',
    nome: 'Combustível',
    tipo: 'despesa',
    linha_dre: 'custo_combustivel',
    arquivada: false,
  },
];

export const account: BankAccount = {
  id: ACCOUNT,
  nome: 'Sicredi PJ',
  banco: 'Sicredi',
  agencia: '0812',
  conta: '12345-6',
  saldo_inicial_cents: 0,
  saldo_inicial_data: '2026-01-01',
  saldo_cents: 150_000_00,
  arquivada: false,
};

/** The receivable with its three installments and nothing paid. */
export const title: FinanceTitle = {
  id: TITLE,
  lado: 'receber',
  origem: 'operacao',
  descricao: 'Operação 2026/0042',
  category_id: SERVICES,
  categoria: 'Serviços de aplicação aérea',
  client_id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  supplier_id: null,
  contraparte: 'Fazenda Boa Vista',
  aircraft_id: null,
  aeronave: null,
  documento: null,
  competencia: '2026-10-05',
  total_cents: 9999_00,
  pago_cents: 0,
  saldo_cents: 9999_00,
  stock_entry_id: null,
  proposal_id: null,
  observacoes: null,
  cancelado_at: null,
  motivo_cancelamento: null,
  parcelas: [1, 2, 3].map((n) => {
    const { id, numero, vencimento, valor_cents, pago_cents, saldo_cents, status } = row(n);
    return { id, numero, vencimento, valor_cents, pago_cents, saldo_cents, status, pagamentos: [] };
  }),
  operacoes: [],
  created_at: '2026-10-05T12:00:00.000Z',
};

/** The owner signed in, with the receivables' list `items` and whatever else a test answers. */
export const accountingServer = (items: InstallmentRow[], more: Record<string, unknown> = {}) =>
  stubServer({
    '/api/me': signedIn('owner'),
    '/api/accounting/titulos?lado=receber': page(items),
    '/api/accounting/categorias': categories,
    '/api/accounting/contas': [account],
    '/api/registers/clients/options': { options: [] },
    '/api/registers/aircraft/options': { options: [] },
    [`/api/accounting/titulos/${TITLE}`]: title,
    // Configurações: no PIX key yet, the tax regime's default.
    '/api/accounting/pix': { pix: null },
    '/api/accounting/tributacao': { ...DEFAULT_TAX_SETTING, salvo: false },
    ...more,
  });
