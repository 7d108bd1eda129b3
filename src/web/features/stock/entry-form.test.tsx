import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { refusal } from '../../test/server.ts';
import { valueLikePlaceholders } from '../../test/placeholders.ts';
import { bodiesSentTo } from '../../test/requests.ts';
import { FOX, nfePreview, stockServer } from './test-stock.ts';

const UREIA = '0b6c2f0e-8d1a-4c3e-9f5b-7a2e4d6c8b10';

// A lazy page and a long form typed field by field: more than the default 5 s on a busy machine.
describe('Nova entrada', () => {
  it('imports an NF-e, asks for the unmatched product, and stores only on confirmation', async () => {
    let posts = 0;
    const fetch = stockServer('owner', {
      '/api/registers/products/options': {
        options: [
          { id: FOX, label: 'Fox Xpro', group: null },
          { id: UREIA, label: 'Ureia', group: null },
        ],
      },
      '/api/stock/entradas/nfe': nfePreview,
      '/api/stock/entradas': () =>
        ++posts === 1
          ? refusal(400, 'VALIDATION_FAILED', 'Verifique os campos.', {
              'linhas.1.unidade': 'O produto é medido em L: use L ou mL.',
            })
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
    const dues = screen.getAllByRole('group', { name: /^Parcela \d$/ });
    expect(dues.map((due) => within(due).getByLabelText('Valor (R$)'))).toMatchObject([
      { value: '3.000,00' },
      { value: '3.172,75' },
    ]);
    expect(within(dues[1]!).getByLabelText('Vencimento')).toHaveValue('2027-01-03');
    expect(valueLikePlaceholders(document.body)).toEqual([]);
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
      // The duplicatas as the NF-e gave them.
      vencimentos: nfePreview.vencimentos,
    });
    // Back on the balances once stored.
    expect(await screen.findByRole('tab', { name: 'Saldo', selected: true })).toBeVisible();
  }, 20_000);

  it('pays a typed NF on its date unless its duplicatas are given, which must sum to the total', async () => {
    const fetch = stockServer('owner', {
      '/api/registers/products/options': { options: [{ id: FOX, label: 'Fox Xpro', group: null }] },
    });
    renderRoute('/estoque?aba=entrada');
    const dues = await screen.findByRole('group', { name: 'Vencimentos' });
    expect(dues).toHaveTextContent(
      'Sem vencimentos, a conta a pagar vence na data da NF (à vista).',
    );
    await userEvent.type(screen.getByLabelText('Fornecedor (razão social)'), 'Agro Insumos');
    await userEvent.type(screen.getByLabelText('CNPJ do fornecedor'), '11.222.333/0001-81');
    await userEvent.type(screen.getByLabelText('Número da NF'), '1201');
    await userEvent.clear(screen.getByLabelText('Data da NF'));
    await userEvent.type(screen.getByLabelText('Data da NF'), '2026-11-03');
    const line = screen.getByRole('group', { name: 'Linha 1' });
    await waitFor(() =>
      expect(within(line).getByRole('option', { name: 'Fox Xpro' })).toBeTruthy(),
    );
    await userEvent.selectOptions(
      within(line).getByLabelText('Produto ou combustível da linha 1'),
      FOX,
    );
    await userEvent.type(within(line).getByLabelText('Lote'), 'FX-1');
    // happy-dom shows a select's form value only once chosen.
    await userEvent.selectOptions(within(line).getByLabelText('Unidade'), 'L');
    await userEvent.type(within(line).getByLabelText('Quantidade'), '100');
    await userEvent.type(within(line).getByLabelText('Custo unitário (R$)'), '45,00');

    await userEvent.click(within(dues).getByRole('button', { name: 'Adicionar vencimento' }));
    const due = within(dues).getByRole('group', { name: 'Parcela 1' });
    expect(within(due).getByLabelText('Vencimento')).toHaveValue('2026-12-03');
    await userEvent.type(within(due).getByLabelText('Valor (R$)'), '4.000,00');
    expect(dues).toHaveTextContent(
      'As parcelas devem somar o total dos itens: R$ 4.000,00 de R$ 4.500,00.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await within(dues).findByRole('alert')).toHaveTextContent(
      'A soma das parcelas deve ser igual ao valor total.',
    );
    expect(bodiesSentTo(fetch, '/api/stock/entradas')).toHaveLength(0);
  }, 20_000);
});
