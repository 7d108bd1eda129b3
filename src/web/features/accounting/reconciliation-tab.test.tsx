import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BankAccount,
  StatementImport,
  StatementLine,
} from '../../../domain/accounting/response-contracts.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { sentOnce } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';
import { ReconciliationTab } from './reconciliation-tab.tsx';

const ACCOUNT = '5b1d3c2e-7f4a-4b8c-9d0e-1f2a3b4c5d6e';
const LINE = '7c2e4d3f-8a5b-4c9d-8e1f-2a3b4c5d6e7f';
const INSTALLMENT = '9e4f6a5b-0c7d-4e1f-8a3b-4c5d6e7f8a9b';

const account: BankAccount = {
  id: ACCOUNT,
  nome: 'Sicredi',
  banco: '748',
  agencia: '0101',
  conta: '12345-6',
  saldo_inicial_cents: 0,
  saldo_inicial_data: '2026-11-01',
  saldo_cents: 0,
  arquivada: false,
};
const line: StatementLine = {
  id: LINE,
  bank_account_id: ACCOUNT,
  conta: 'Sicredi',
  fitid: '20261120001',
  data: '2026-11-20',
  valor_cents: 1_850_000,
  descricao: 'PIX RECEBIDO FAZENDA BOA VISTA',
  status: 'pendente',
  sugestoes: [
    {
      installment_id: INSTALLMENT,
      title_id: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
      descricao: 'Operação 2026/0042',
      contraparte: 'Fazenda Boa Vista',
      numero: 1,
      parcelas: 1,
      vencimento: '2026-11-20',
      saldo_cents: 1_850_000,
      confianca: 'alta',
      motivo: 'Mesmo valor, no dia do vencimento',
    },
  ],
};
const imported: StatementImport = {
  id: '3a4b5c6d-7e8f-4a9b-8c1d-2e3f4a5b6c7d',
  bank_account_id: ACCOUNT,
  formato: 'ofx',
  nome_arquivo: 'extrato.ofx',
  linhas: 3,
  novas: 2,
  repetidas: 1,
  aviso: null,
};

const lines = (status: string) =>
  `/api/accounting/extratos/linhas?bank_account_id=${ACCOUNT}&status=${status}&pagina=1`;
const page = (items: StatementLine[]) => ({
  items,
  total: items.length,
  pagina: 1,
  por_pagina: 20,
});

afterEach(() => vi.unstubAllGlobals());

describe('Contabilidade, Conciliação', () => {
  it("imports a statement, shows a line's suggestions and confirms one with a click", async () => {
    const fetch = stubServer({
      '/api/accounting/contas': [account],
      [lines('pendente')]: page([line]),
      '/api/accounting/extratos': () => new Response(JSON.stringify(imported), { status: 201 }),
      [`/api/accounting/extratos/linhas/${LINE}/conciliar`]: { ...line, status: 'conciliada' },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ReconciliationTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.upload(
      await screen.findByLabelText('Importar extrato (OFX ou CSV)'),
      new File(['<OFX></OFX>'], 'extrato.ofx'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'extrato.ofx: 2 lançamentos novos, 1 já importado.',
    );
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const sent = calls.find(([url]) => url === '/api/accounting/extratos')![1].body as FormData;
    expect([...sent.keys()]).toEqual(['bank_account_id', 'arquivo']);
    expect(sent.get('bank_account_id')).toBe(ACCOUNT);

    const suggestions = await screen.findByRole('list', {
      name: 'Sugestões para PIX RECEBIDO FAZENDA BOA VISTA',
    });
    expect(within(suggestions).getByText('Confiança alta')).toBeVisible();
    expect(within(suggestions).getByText('Mesmo valor, no dia do vencimento')).toBeVisible();
    expect(within(suggestions).getByText(/Fazenda Boa Vista · vence 20\/11\/2026/)).toBeVisible();
    expect(screen.getByText('+R$ 18.500,00')).toHaveClass('text-crop-700');

    await userEvent.click(within(suggestions).getByRole('button', { name: 'Confirmar' }));
    expect(await sentOnce(fetch, `/api/accounting/extratos/linhas/${LINE}/conciliar`)).toEqual({
      installment_id: INSTALLMENT,
      metodo: 'pix',
    });
  });

  const renderTab = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ReconciliationTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('refuses a statement of another account, naming both, until confirmed; then undoes the import', async () => {
    let sends = 0;
    const otherAccount =
      'O extrato é do banco 001, conta 99871-0, e a conta escolhida (Sicredi) é do banco 748, conta 12345-6. Confirme para importar assim mesmo.';
    const fetch = stubServer({
      '/api/accounting/contas': [account],
      [lines('pendente')]: page([]),
      '/api/accounting/extratos': () =>
        ++sends === 1
          ? new Response(
              JSON.stringify({ error: { code: 'STATEMENT_OTHER_ACCOUNT', message: otherAccount } }),
              { status: 409 },
            )
          : new Response(JSON.stringify(imported), { status: 201 }),
      [`DELETE /api/accounting/extratos/${imported.id}`]: { id: imported.id, removidas: 2 },
    });
    renderTab();
    await userEvent.upload(
      await screen.findByLabelText('Importar extrato (OFX ou CSV)'),
      new File(['<OFX></OFX>'], 'extrato.ofx'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(otherAccount);
    await userEvent.click(screen.getByRole('button', { name: 'Importar assim mesmo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('extrato.ofx: 2 lançamentos novos');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const forms = calls
      .filter(([url]) => url === '/api/accounting/extratos')
      .map(([, init]) => (init.body as FormData).get('confirmar_conta'));
    expect(forms).toEqual([null, 'sim']);

    await userEvent.click(screen.getByRole('button', { name: 'Desfazer importação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer importação?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desfazer importação' }));
    await waitFor(() =>
      expect(
        calls.some(
          ([url, init]) =>
            url === `/api/accounting/extratos/${imported.id}` && init.method === 'DELETE',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('makes a line with no title a new one, paid by the line', async () => {
    const fee: StatementLine = {
      ...line,
      valor_cents: -1_290,
      descricao: 'TARIFA PACOTE SERVICOS',
      sugestoes: [],
    };
    const fetch = stubServer({
      '/api/accounting/contas': [account],
      [lines('pendente')]: page([fee]),
      '/api/accounting/categorias': [
        {
          id: INSTALLMENT,
          chave: 'administrativas',
          nome: 'Administrativas',
          tipo: 'despesa',
          arquivada: false,
        },
      ],
      '/api/accounting/opcoes': { categorias: [], fornecedores: [] },
      '/api/registers/aircraft/options': { options: [] },
      [`/api/accounting/extratos/linhas/${LINE}/titulo`]: { ...fee, status: 'conciliada' },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta a pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar conta a pagar' });
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue('TARIFA PACOTE SERVICOS');
    await within(dialog).findByRole('option', { name: 'Administrativas' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Categoria'), INSTALLMENT);
    await userEvent.type(within(dialog).getByLabelText('Fornecedor (fora da lista)'), 'Sicredi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar e conciliar' }));
    expect(await sentOnce(fetch, `/api/accounting/extratos/linhas/${LINE}/titulo`)).toMatchObject({
      descricao: 'TARIFA PACOTE SERVICOS',
      category_id: INSTALLMENT,
      contraparte: 'Sicredi',
      metodo: 'ted',
    });
  });

  it('lists recent imports, with undo only for those with nothing reconciled', async () => {
    const fetch = stubServer({
      '/api/accounting/contas': [account],
      [lines('pendente')]: page([]),
      [`/api/accounting/extratos?bank_account_id=${ACCOUNT}`]: {
        items: [
          { ...recent, id: imported.id, nome_arquivo: 'novembro.ofx', novas: 12, conciliadas: 0 },
          { ...recent, nome_arquivo: 'outubro.ofx', novas: 30, conciliadas: 4 },
        ],
      },
      [`DELETE /api/accounting/extratos/${imported.id}`]: { id: imported.id, removidas: 12 },
    });
    renderTab();
    const list = await screen.findByRole('region', { name: 'Importações recentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('novembro.ofx · 20/11/2026, 09:00 · 12 lançamentos');
    expect(items[1]).toHaveTextContent(
      'outubro.ofx · 20/11/2026, 09:00 · 30 lançamentos · 4 conciliados',
    );
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Desfazer importação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer importação?' });
    expect(dialog).toHaveTextContent('Os 12 lançamentos que novembro.ofx trouxe saem do extrato.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desfazer importação' }));
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    await waitFor(() =>
      expect(
        calls.some(
          ([url, init]) =>
            url === `/api/accounting/extratos/${imported.id}` && init.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});

const recent = {
  id: '4b5c6d7e-8f9a-4b1c-8d2e-3f4a5b6c7d8e',
  nome_arquivo: '',
  formato: 'ofx',
  novas: 0,
  conciliadas: 0,
  created_at: '2026-11-20T12:00:00.000Z',
};
