import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { sentWith } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { ACCOUNT, accountingServer } from './test-accounting.ts';

// 'Chave PIX das faturas' in Configurações (issue 37 item 6): the key the faturas print, on the
// account it receives into; the contract checks the key for its kind before anything is sent.

const PUT = `/api/accounting/contas/${ACCOUNT}/pix`;
const saved = {
  pix: {
    bank_account_id: ACCOUNT,
    conta: 'Sicredi PJ',
    pix_tipo: 'cnpj',
    pix_chave: '11222333000181',
  },
};

async function openDialog() {
  renderRoute('/contabilidade?aba=configuracoes');
  await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar chave PIX' }));
  const dialog = await screen.findByRole('dialog', { name: 'Chave PIX das faturas' });
  await within(dialog).findByRole('option', { name: 'Sicredi PJ' });
  return dialog;
}

describe('Chave PIX das faturas', () => {
  it('refuses a key that does not fit its kind, then saves it on the chosen account', async () => {
    const fetch = accountingServer([], {
      '/api/accounting/pix': { pix: null },
      [`PUT ${PUT}`]: saved,
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Conta que recebe'), ACCOUNT);
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de chave'), 'cnpj');
    await userEvent.type(within(dialog).getByLabelText('Chave PIX'), '11.222.333/0001-80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Chave PIX inválida para o tipo escolhido.'),
    ).toBeVisible();
    expect(sentWith(fetch, 'PUT', PUT)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Chave PIX'));
    await userEvent.type(within(dialog).getByLabelText('Chave PIX'), '11.222.333/0001-81');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Chave PIX salva.');
    expect(sentWith(fetch, 'PUT', PUT)).toEqual([
      { pix_tipo: 'cnpj', pix_chave: '11.222.333/0001-81' },
    ]);
  });

  it("shows the server's refusal on the field it names", async () => {
    accountingServer([], {
      '/api/accounting/pix': { pix: null },
      [`PUT ${PUT}`]: () =>
        refusal(400, 'VALIDATION_FAILED', 'Verifique os campos.', {
          bank_account_id: 'Esta conta está arquivada: escolha uma conta ativa.',
        }),
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Conta que recebe'), ACCOUNT);
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de chave'), 'email');
    await userEvent.type(within(dialog).getByLabelText('Chave PIX'), 'financeiro@aerosul.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Esta conta está arquivada: escolha uma conta ativa.'),
    ).toBeVisible();
  });

  it('shows the key saved and the account it receives into', async () => {
    accountingServer([], { '/api/accounting/pix': saved });
    renderRoute('/contabilidade?aba=configuracoes');
    expect(await screen.findByText('11222333000181')).toBeVisible();
    expect(screen.getByText('CNPJ · recebe em Sicredi PJ')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alterar chave PIX' })).toBeVisible();
  });
});
