import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

const FOX = '6f1c1a7e-4b8e-4f4a-9d7e-0a3c5b2d1e11';
const UREIA = '0b6c2f0e-8d1a-4c3e-9f5b-7a2e4d6c8b10';

const preview: NfePreview = {
  fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11222333000181', supplier_id: null },
  nf_numero: '1201',
  nf_serie: '1',
  nf_data: '2026-11-03',
  chave_acesso: null,
  local_devolucao: 'Central inpEV Sorriso-MT',
  duplicada: false,
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
      quantidade: 100,
      unidade: 'L',
      custo_unitario_cents: 4550,
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
    },
  ],
};

type Call = [string, RequestInit?];

describe('Nova entrada', () => {
  it('imports an NF-e, asks for the unmatched product, and stores only on confirmation', async () => {
    let posts = 0;
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      '/api/stock/alertas': { alertas: [] },
      '/api/stock/saldos': { itens: [], total: 0, pageSize: 20, valor_total_cents: 0 },
      '/api/registers/products/options': {
        options: [
          { id: FOX, label: 'Fox Xpro', group: null },
          { id: UREIA, label: 'Ureia', group: null },
        ],
      },
      '/api/stock/entradas/nfe': preview,
      '/api/stock/entradas': () =>
        ++posts === 1
          ? new Response(
              JSON.stringify({
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Verifique os campos.',
                  fields: { 'linhas.1.unidade': 'O produto é medido em L: use L ou mL.' },
                },
              }),
              { status: 400 },
            )
          : new Response(JSON.stringify({ nf_numero: '1201', linhas: [{}, {}] }), {
              status: 201,
            }),
    });
    renderRoute('/estoque?aba=entrada');
    const xml = new File(['<nfeProc/>'], 'nfe-1201.xml', { type: 'text/xml' });
    await userEvent.upload(await screen.findByLabelText('Importar XML da NF-e'), xml);

    const summary = await screen.findByRole('status', { name: 'NF-e importada' });
    expect(summary).toHaveTextContent('NF-e 1201 série 1 de 03/11/2026');
    expect(summary).toHaveTextContent('Nada foi gravado ainda');
    expect(summary).toHaveTextContent('Item 2 (UREIA AGRICOLA): escolha o produto.');
    expect(screen.getByLabelText('Fornecedor (razão social)')).toHaveValue(
      'AGRO INSUMOS SORRISO LTDA',
    );
    const [first, second] = screen.getAllByRole('group', { name: /^Linha \d$/ });
    expect(first).toHaveTextContent('Encontrado pelo nome');
    expect(within(first!).getByLabelText('Custo unitário (R$)')).toHaveValue('45,50');
    expect(second).toHaveTextContent('Sem correspondência: escolha o produto');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/stock/entradas')).toHaveLength(0);

    const product = within(second!).getByLabelText('Produto ou combustível da linha 2');
    await waitFor(() =>
      expect(within(product).getByRole('option', { name: 'Ureia' })).toBeTruthy(),
    );
    await userEvent.selectOptions(product, UREIA);
    expect(second).toHaveTextContent('Escolhido');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    expect(await within(second!).findByText('O produto é medido em L: use L ou mL.')).toBeVisible();

    await userEvent.selectOptions(within(second!).getByLabelText('Unidade'), 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
    await waitFor(() => expect(posts).toBe(2));
    const sent = (fetch.mock.calls as unknown as Call[]).filter(
      ([url]) => url === '/api/stock/entradas',
    );
    const body = JSON.parse(String(sent[1]![1]!.body));
    expect(body).toMatchObject({
      fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11222333000181' },
      nf_numero: '1201',
      nf_data: '2026-11-03',
      linhas: [
        {
          product_id: FOX,
          lote: 'FX-2026-11',
          quantidade: 100,
          unidade: 'L',
          custo_unitario_cents: 4550,
          codigo_fornecedor: '7891-FX5',
          validade: '2028-07-31',
        },
        {
          product_id: UREIA,
          combustivel: null,
          quantidade: 500,
          unidade: 'L',
          custo_unitario_cents: 320,
        },
      ],
    });
    // Back on the balances once stored.
    expect(await screen.findByRole('tab', { name: 'Saldo', selected: true })).toBeVisible();
  });
});
