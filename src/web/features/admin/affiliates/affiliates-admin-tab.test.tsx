import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, sentOnce } from '../../../test/requests.ts';
import { refusal } from '../../../test/server.ts';
import { ANA, renderTab } from './test-admin-affiliates.tsx';

const REGISTER = '/api/admin/affiliates';

async function openRegister() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar afiliado' }));
  return screen.findByRole('dialog', { name: 'Cadastrar afiliado' });
}

describe('the Afiliados tab', () => {
  it('shows the four cards and the list with its totals', async () => {
    renderTab();
    expect(await screen.findByText('Total Afiliados')).toBeVisible();
    expect(screen.getByText('1 ativo')).toBeVisible();
    expect(screen.getByText('A aprovar')).toBeVisible();
    expect(screen.getByText('A processar')).toBeVisible();
    expect(await screen.findByText('ANAKW7P2')).toBeVisible();
    expect(screen.getByPlaceholderText('Buscar por nome, email ou código...')).toBeVisible();
  });

  it('registers an affiliate: required fields named, then the body the contract read', async () => {
    const fetch = renderTab({ [REGISTER]: ANA });
    const dialog = await openRegister();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('Nome Completo é obrigatório.')).toBeVisible();
    expect(within(dialog).getByText('E-mail é obrigatório.')).toBeVisible();
    expect(within(dialog).getByText('CPF/CNPJ é obrigatório.')).toBeVisible();
    expect(
      within(dialog).getByText('Campos obrigatórios: preencha todos os campos obrigatórios.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('CPF/CNPJ *'), '111.111.111-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('CPF/CNPJ inválido: confira os dígitos.')).toBeVisible();
    expect(bodiesSentTo(fetch, REGISTER)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Nome Completo *'), 'Ana Souza');
    await userEvent.type(within(dialog).getByLabelText('E-mail *'), 'ana@exemplo.com.br');
    await userEvent.clear(within(dialog).getByLabelText('CPF/CNPJ *'));
    await userEvent.type(within(dialog).getByLabelText('CPF/CNPJ *'), '529.982.247-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await sentOnce(fetch, REGISTER)).toEqual({
      nome_completo: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      cpf_cnpj: '52998224725',
      telefone: null,
    });
  });

  it("says 'Erro ao cadastrar afiliado' with the server's message", async () => {
    renderTab({ [REGISTER]: () => refusal(503, 'X', 'Banco de dados indisponível no momento.') });
    const dialog = await openRegister();
    await userEvent.type(within(dialog).getByLabelText('Nome Completo *'), 'Ana Souza');
    await userEvent.type(within(dialog).getByLabelText('E-mail *'), 'ana@exemplo.com.br');
    await userEvent.type(within(dialog).getByLabelText('CPF/CNPJ *'), '52998224725');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(
      await within(dialog).findByText(
        'Erro ao cadastrar afiliado: Banco de dados indisponível no momento.',
      ),
    ).toBeVisible();
  });

  it('opens the detail: no payment data, and the status selector sends the new status', async () => {
    const fetch = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalhes de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do afiliado' });
    expect(await within(dialog).findByText('Nenhum dado bancário cadastrado')).toBeVisible();
    expect(within(dialog).getByText('529.982.247-25')).toBeVisible();
    // A well-formed list of facts: each a <div> of a <dt> and its <dd>, directly in the <dl>
    // (axe's definition-list and dlitem, issue 45 item 11).
    const facts = [...dialog.querySelector('dl')!.children];
    expect(
      facts.map((fact) => `${fact.tagName} ${[...fact.children].map((c) => c.tagName)}`),
    ).toEqual(Array(7).fill('DIV DT,DD'));
    expect(await within(dialog).findByText('Nenhuma comissão registrada.')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Status do afiliado'), 'Suspenso');
    expect(await sentOnce(fetch, `/api/admin/affiliates/${ANA.id}`)).toEqual({
      status: 'suspenso',
    });
  });

  it('names the companies the affiliate referred, as they signed up (issue 45 item 8)', async () => {
    renderTab({
      [`/api/admin/affiliates/${ANA.id}/referidos?`]: {
        items: [
          {
            id: '2b7d1c9e-8f3a-4c6b-9d2e-1a0b3c4d5e6f',
            company_name: 'Aero Cerrado Aviação Agrícola',
            status: 'convertido',
            created_at: '2026-10-05T15:00:00.000Z',
            converted_at: '2026-10-12T15:00:00.000Z',
          },
        ],
        total: 1,
        pageSize: 20,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalhes de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do afiliado' });
    const referred = await within(dialog).findByText('Aero Cerrado Aviação Agrícola');
    expect(referred.closest('li')).toHaveTextContent('Convertido');
    expect(within(dialog).getByRole('heading', { name: 'Empresas indicadas' })).toBeVisible();
  });

  it('saves the commission rate typed as a pt-BR percent', async () => {
    const fetch = renderTab();
    const rate = await screen.findByLabelText('Comissão dos afiliados (%)');
    await waitFor(() => expect(rate).toHaveValue('20,00'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // As typed: the contract's decimal() reads the pt-BR number, the one place text becomes a value.
    expect(await sentOnce(fetch, '/api/admin/affiliate-settings')).toEqual({ percentual: '12,5' });
  });
});
