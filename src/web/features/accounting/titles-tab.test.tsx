import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { accountingServer, row, TITLE } from './test-accounting.ts';
import { retype, sentOnce } from '../../test/requests.ts';

// Contabilidade's receivables: one row per installment with its status, the totals, the empty
// state, cancelling a title only once asked why, and a fatura of picked receivables.

// A page's code and its dialogs load as they would in the browser: slowly on a busy machine.

/** The row of installment `n` of 3, by its 'Abrir' button. */
const rowOf = (n: number) =>
  screen.getByRole('button', { name: `Abrir Operação 2026/0042, parcela ${n}/3` }).closest('li')!;

describe('/contabilidade?aba=receber', () => {
  it('lists the installments with their status and the totals of the filters', async () => {
    accountingServer([
      row(1, { status: 'vencido', vencimento: '2026-10-10' }),
      row(2, { status: 'pago', pago_cents: 3333_00, saldo_cents: 0 }),
      row(3),
    ]);
    renderRoute('/contabilidade?aba=receber');
    const open = await screen.findByRole('button', {
      name: 'Abrir Operação 2026/0042, parcela 1/3',
    });
    const first = open.closest('li')!;
    expect(within(first).getByText('Fazenda Boa Vista')).toBeVisible();
    expect(within(first).getByText('10/10/2026')).toBeVisible();
    expect(within(first).getByText('1/3')).toBeVisible();
    expect(within(first).getByText('Vencido')).toBeVisible();
    expect(within(rowOf(2)).getByText('Pago')).toBeVisible();
    expect(within(rowOf(3)).getByText('Pendente')).toBeVisible();
    expect(within(rowOf(3)).getByText('R$ 3.333,00', { selector: '.font-semibold' })).toBeVisible();
    const totals = screen.getByText('Em aberto').closest('dl')!;
    expect(within(totals).getByText('R$ 6.666,00')).toBeVisible();
    expect(within(totals).getAllByText('R$ 3.333,00')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'A receber' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Contas a receber em XLSX' })).toHaveAttribute(
      'href',
      '/api/accounting/exportar/receber?formato=xlsx',
    );
  });

  it('says where receivables come from when there are none', async () => {
    accountingServer([]);
    renderRoute('/contabilidade?aba=receber');
    expect(
      await screen.findByText(
        'Nenhuma conta a receber. Contas a receber são criadas quando uma operação é concluída, ou clique em Nova conta.',
      ),
    ).toBeVisible();
  });

  it('cancels a title only once confirmed, with the reason', async () => {
    const fetch = accountingServer([row(1), row(2), row(3)], {
      [`/api/accounting/titulos/${TITLE}/cancelar`]: {},
    });
    renderRoute('/contabilidade?aba=receber');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir Operação 2026/0042, parcela 1/3' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'A receber: Operação 2026/0042' });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Cancelar conta' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancelar esta conta?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar conta' }));
    expect(await within(ask).findByText('Motivo do cancelamento é obrigatório.')).toBeVisible();
    await userEvent.type(within(ask).getByLabelText('Motivo do cancelamento'), 'Lançada em dobro');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar conta' }));
    expect(await sentOnce(fetch, `/api/accounting/titulos/${TITLE}/cancelar`)).toEqual({
      motivo: 'Lançada em dobro',
    });
  });
});

describe('Agrupar em fatura', () => {
  it("gathers a client's open receivables into one fatura, split anew", async () => {
    const other = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
    const fetch = accountingServer(
      [
        row(1, { status: 'pago', pago_cents: 3333_00 }),
        row(2),
        row(4, { title_id: other, numero: 1, parcelas: 1 }),
      ],
      {
        '/api/accounting/faturas': {},
      },
    );
    renderRoute('/contabilidade?aba=receber');
    const group = await screen.findByRole('button', { name: 'Agrupar em fatura' });
    expect(group).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /parcela 1\/3$/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /parcela 2\/3$/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /parcela 1\/1$/ }));
    await userEvent.click(group);
    const dialog = await screen.findByRole('dialog', { name: 'Agrupar em fatura' });
    await retype(within(dialog).getByLabelText('Parcelas'), '2');
    await userEvent.type(within(dialog).getByLabelText('Primeiro vencimento'), '10/12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar fatura' }));
    expect(await sentOnce(fetch, '/api/accounting/faturas')).toEqual({
      title_ids: [TITLE, other],
      descricao: null,
      parcelas: 2,
      primeiro_vencimento: '2026-12-10',
      vencimentos: [],
    });
  });
});
