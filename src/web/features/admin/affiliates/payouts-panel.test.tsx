import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentOnce } from '../../../test/requests.ts';
import { formatMonth } from '../../../../domain/format.ts';
import { refusal } from '../../../test/server.ts';
import { LAST_MONTH, payout, renderTab } from './test-admin-affiliates.tsx';

const PATCH = `/api/admin/affiliate-payouts/${payout({}).id}`;

async function openPayouts() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Pagamentos' }));
}

describe('Pagamentos a Processar', () => {
  it('lists the batches: PIX data, Processar for a pending one, Pago disabled', async () => {
    renderTab();
    await openPayouts();
    expect(await screen.findByText('out/2026 · 1 comissão')).toBeVisible();
    // The panel's heading is the level under the page's h1, none skipped (axe's heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamentos a Processar' })).toBeVisible();
    expect(screen.getAllByText('PIX (CPF) 529.982.247-25')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Processar pagamento de Ana Souza' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pago' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: `Gerar pagamentos de ${formatMonth(LAST_MONTH)}` }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: `CSV de ${formatMonth(LAST_MONTH)}` })).toHaveAttribute(
      'href',
      `/api/admin/affiliate-payouts/csv?mes=${LAST_MONTH}`,
    );
  });

  it('processes one as Pagamento Confirmado with notes', async () => {
    const fetch = renderTab({ [PATCH]: payout({ status: 'pago' }) });
    await openPayouts();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Processar pagamento de Ana Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Processar pagamento' });
    const choices = within(dialog).getByLabelText('Status do pagamento');
    expect(
      within(choices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione...', 'Em Processamento', 'Pagamento Confirmado', 'Cancelar Pagamento']);
    await userEvent.selectOptions(choices, 'Pagamento Confirmado');
    await userEvent.type(within(dialog).getByLabelText('Observações'), 'PIX enviado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, PATCH)).toEqual({ status: 'pago', observacoes: 'PIX enviado' });
  });

  it("says 'Erro ao processar pagamento' with the server's message", async () => {
    renderTab({
      [PATCH]: () =>
        refusal(
          409,
          'X',
          'Este pagamento já foi pago ou cancelado e não pode mais ser processado.',
        ),
    });
    await openPayouts();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Processar pagamento de Ana Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Processar pagamento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Erro ao processar pagamento: Este pagamento já foi pago ou cancelado e não pode mais ser processado.',
      ),
    ).toBeVisible();
  });
});
