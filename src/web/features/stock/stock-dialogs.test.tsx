import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import type { ContainerObligation } from '../../../domain/stock/container-contracts.ts';
import type { StockBalance, StockBalances } from '../../../domain/stock/response-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { retype, sentOnce } from '../../test/requests.ts';
import { FOX, LOT, lot, openLotAdjustment, openSettings, stockServer } from './test-stock.ts';

// The stock's dialogs send what their contracts read of the fields as typed (pt-BR numbers).

const OBLIGATION = '5b7e9c1d-2f4a-4b6c-8d0e-1f2a3b4c5d6e';

const fox: StockBalance = {
  tipo: 'produto',
  product_id: FOX,
  combustivel: null,
  nome: 'Fox Xpro',
  unidade: 'L',
  classe: 'fungicida',
  quantidade: 100,
  valor_cents: 455000,
  custo_medio_cents: 4550,
  minimo: null,
  embalagem_tipo: null,
  embalagem_capacidade: null,
  baixo: false,
  num_lotes: 1,
  vencido: false,
  vencendo: false,
};

const avgas: StockBalance = {
  ...fox,
  tipo: 'combustivel',
  product_id: null,
  combustivel: 'avgas',
  nome: 'AVGAS',
  classe: null,
  minimo: 1200,
  num_lotes: 0,
};

const owed: ContainerObligation = {
  id: OBLIGATION,
  entry_id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  nf_numero: '1201',
  fornecedor: 'Agro Insumos Sorriso Ltda',
  product_id: FOX,
  nome: 'Fox Xpro',
  tipo: 'rigida_lavavel',
  capacidade: 20,
  unidade: 'L',
  quantidade: 5,
  devolvidas: 0,
  pendentes: 5,
  devolver_ate: '2027-11-03',
  local_devolucao: 'Central inpEV Sorriso-MT',
  situacao: 'em_dia',
};

const saldos: StockBalances = { itens: [fox, avgas], total: 2, pageSize: 20, valor_total_cents: 0 };

const api = () =>
  stockServer(
    'owner',
    {
      '/api/stock/embalagens': {
        embalagens: [owed],
        resumo: { pendentes: 5, vence_em_breve: 0, vencidas: 0 },
      },
      '/api/stock/devolucoes': { devolucoes: [] },
      [`/api/stock/produtos/${FOX}/lotes`]: { lotes: [lot()], total: 1, pageSize: 20 },
    },
    saldos,
  );

/**
 * Sends `dialog` by its `send` button, expects the contract's `refusal` shown in it, retypes
 * `field` as `fixed` and sends again: what each dialog's test checks before its body.
 */
async function sendFixedAfterRefusal(
  dialog: HTMLElement,
  send: string,
  fix: { refusal: string; field: HTMLElement; fixed: string },
) {
  await userEvent.click(within(dialog).getByRole('button', { name: send }));
  expect(await within(dialog).findByText(fix.refusal)).toBeVisible();
  await retype(fix.field, fix.fixed);
  await userEvent.click(within(dialog).getByRole('button', { name: send }));
}

describe('the stock dialogs', () => {
  it("sets a product's minimum and usual package, typed the Brazilian way", async () => {
    const fetch = api();
    renderRoute('/estoque');
    const dialog = await openSettings('Fox Xpro');
    await userEvent.type(within(dialog).getByLabelText('Estoque mínimo (L)'), '1.250,5');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Embalagem usual'),
      'rigida_lavavel',
    );
    await sendFixedAfterRefusal(dialog, 'Salvar', {
      refusal: 'Informe o tipo e a capacidade da embalagem juntos.',
      field: within(dialog).getByLabelText('Conteúdo por embalagem (L)'),
      fixed: '20',
    });
    expect(await sentOnce(fetch, `/api/stock/produtos/${FOX}/configuracao`)).toEqual({
      minimo: 1250.5,
      embalagem_tipo: 'rigida_lavavel',
      embalagem_capacidade: 20,
    });
  });

  it("sets a fuel's minimum in litres", async () => {
    const fetch = api();
    renderRoute('/estoque');
    const dialog = await openSettings('AVGAS');
    const minimum = within(dialog).getByLabelText('Estoque mínimo (L)');
    expect(minimum).toHaveValue('1200');
    expect(within(dialog).queryByLabelText('Embalagem usual')).toBeNull();
    await retype(minimum, '-1');
    await sendFixedAfterRefusal(dialog, 'Salvar', {
      refusal: 'Mínimo não pode ser negativo.',
      field: minimum,
      fixed: '1.500',
    });
    expect(await sentOnce(fetch, '/api/stock/combustivel/configuracao')).toEqual({
      combustivel: 'avgas',
      minimo: 1500,
    });
  });

  it('counts a lot in an inventory, sending only the counted balance', async () => {
    const fetch = api();
    renderRoute('/estoque');
    const dialog = await openLotAdjustment();
    await userEvent.selectOptions(within(dialog).getByLabelText('Motivo'), 'perda');
    await userEvent.type(within(dialog).getByLabelText('Quantidade que sai (L)'), 'muito');
    await userEvent.selectOptions(within(dialog).getByLabelText('Motivo'), 'inventario');
    await userEvent.type(within(dialog).getByLabelText('Saldo contado (L)'), 'noventa');
    await userEvent.type(within(dialog).getByLabelText('Justificativa'), 'Contagem de novembro');
    await sendFixedAfterRefusal(dialog, 'Registrar ajuste', {
      refusal: 'Saldo contado deve ser um número.',
      field: within(dialog).getByLabelText('Saldo contado (L)'),
      fixed: '96,5',
    });
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar ajuste?' });
    expect(confirm).toHaveTextContent('passa de 100 L para 96,5 L');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar ajuste' }));
    expect(await sentOnce(fetch, '/api/stock/ajustes')).toEqual({
      lot_id: LOT,
      motivo: 'inventario',
      quantidade: null,
      saldo_contado: 96.5,
      observacao: 'Contagem de novembro',
    });
  });

  it('returns empty containers, their quantity read from what was typed', async () => {
    const fetch = api();
    renderRoute('/estoque?aba=embalagens');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar devolução' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Registrar devolução de embalagens',
    });
    await userEvent.type(within(dialog).getByLabelText('Número do comprovante'), 'CR-881');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Fox Xpro/ }));
    const quantity = within(dialog).getByLabelText('Quantidade de Fox Xpro');
    expect(quantity).toHaveValue('5');
    await retype(quantity, '2,5');
    await sendFixedAfterRefusal(dialog, 'Registrar devolução', {
      refusal: 'Quantidade deve ser um número inteiro.',
      field: quantity,
      fixed: '3',
    });
    expect(await sentOnce(fetch, '/api/stock/devolucoes')).toEqual({
      data: todayInSaoPaulo(new Date()),
      unidade_recebimento: 'Central inpEV Sorriso-MT',
      numero_comprovante: 'CR-881',
      triplice_lavagem: true,
      itens: [{ obligation_id: OBLIGATION, quantidade: 3 }],
    });
  });
});
