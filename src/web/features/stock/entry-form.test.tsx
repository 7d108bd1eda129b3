import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { bodiesSentTo } from '../../test/requests.ts';
import { FOX, nfePreview } from './test-stock.ts';

const UREIA = '0b6c2f0e-8d1a-4c3e-9f5b-7a2e4d6c8b10';

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
      '/api/stock/entradas/nfe': nfePreview,
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
    expect(bodiesSentTo(fetch, '/api/stock/entradas')).toHaveLength(0);

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
    const body = bodiesSentTo(fetch, '/api/stock/entradas')[1];
    expect(body).toMatchObject({
      fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11222333000181' },
      nf_numero: '1201',
      nf_data: '2026-11-03',
      linhas: [
        {
          product_id: FOX,
          lote: 'FX-2026-11',
          quantidade: 100.5,
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
