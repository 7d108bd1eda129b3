import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { LEAVE_QUESTION } from '../../lib/leave-guard.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { CLIENT, saved } from './test-proposal.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const options = (list: { id: string; label: string }[]) => ({
  options: list.map((o) => ({ ...o, group: null })),
});

const editorServer = (extra: Record<string, unknown> = {}) =>
  stubServer({
    '/api/me': signedIn('owner'),
    '/api/registers/clients/options': options([{ id: CLIENT, label: 'Agropecuária Boa Vista' }]),
    '/api/registers/properties/options': options([]),
    '/api/registers/crops/options': options([]),
    '/api/registers/services': { items: [], total: 0, pageSize: 25 },
    ...extra,
  });

/** The new-proposal editor, once its fields are there. */
async function openNewProposal() {
  const view = renderRoute('/propostas/nova');
  await screen.findByLabelText('Faturar na aprovação');
  return view;
}

/** Fills what a proposal needs: a client and one priced line. */
async function fillProposal() {
  const client = screen.getByLabelText('Cliente *');
  await waitFor(() => expect(client).toHaveTextContent('Agropecuária Boa Vista'));
  await userEvent.selectOptions(client, CLIENT);
  await userEvent.type(screen.getByLabelText('Descrição *'), 'Aplicação de fungicida');
  // happy-dom shows a select's form value only once chosen.
  await userEvent.selectOptions(screen.getByLabelText('Cobrança'), 'ha');
  await userEvent.type(screen.getByLabelText('Quantidade *'), '100');
  await userEvent.type(screen.getByLabelText('Preço unitário (R$) *'), '40,01');
}

/** The new proposal's draft, as the editor keeps it for company 'c1' of `signedIn`. */
const storedDraft = () => localStorage.getItem('agrovoo:rascunho:proposta:c1:nova');

describe('an unsaved proposal', () => {
  it('asks before leaving; staying keeps what was typed, leaving goes', async () => {
    editorServer();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = await openNewProposal();
    await userEvent.type(screen.getByLabelText('Descrição *'), 'Aplicação de fungicida');

    await act(() => router.navigate('/dashboard'));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(router.state.location.pathname).toBe('/propostas/nova');
    expect(screen.getByLabelText('Descrição *')).toHaveValue('Aplicação de fungicida');

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/dashboard'));
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  }, 20_000);

  it('is kept as a draft, restored with a notice when the editor opens again, and discarded on request', async () => {
    editorServer();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const first = await openNewProposal();
    await userEvent.type(screen.getByLabelText('Descrição *'), 'Aplicação de fungicida');
    first.unmount();

    const { router } = await openNewProposal();
    expect(await screen.findByText(/Rascunho restaurado/)).toBeVisible();
    expect(screen.getByLabelText('Descrição *')).toHaveValue('Aplicação de fungicida');
    // Restored, it is unsaved still: leaving asks.
    await act(() => router.navigate('/dashboard'));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(router.state.location.pathname).toBe('/propostas/nova');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText('Descrição *')).toHaveValue('');
    expect(screen.queryByText(/Rascunho restaurado/)).toBeNull();
    expect(storedDraft()).toBeNull();
  }, 20_000);

  it('saved, its draft is dropped and the page moves on without asking', async () => {
    editorServer({
      '/api/proposals': () => new Response(JSON.stringify(saved), { status: 201 }),
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = await openNewProposal();
    await fillProposal();
    expect(storedDraft()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/propostas/${saved.proposal.id}`),
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(storedDraft()).toBeNull();
  }, 20_000);
});

describe('the proposal editor', () => {
  it('refuses a validity before today on its field, sending nothing', async () => {
    const fetch = editorServer();
    await openNewProposal();
    const validity = screen.getByLabelText('Válida até *');
    fireEvent.change(validity, { target: { value: addDays(todayInSaoPaulo(new Date()), -1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Válida até: escolha hoje ou uma data futura.')).toBeVisible();
    expect(validity).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([url]) => url === '/api/proposals')).toBe(false);
  }, 20_000);

  it('shows no placeholder that reads as a value typed', async () => {
    editorServer();
    await openNewProposal();
    await userEvent.selectOptions(screen.getByLabelText('Desconto'), 'percentual');
    for (const label of [
      'Quantidade *',
      'Preço unitário (R$) *',
      'Desconto (%)',
      'Condições de pagamento',
    ])
      expect(screen.getByLabelText(label), label).not.toHaveAttribute('placeholder');
    await userEvent.selectOptions(screen.getByLabelText('Desconto'), 'valor');
    expect(screen.getByLabelText('Desconto (R$)')).not.toHaveAttribute('placeholder');
    // An example, where one helps, is a hint under the field.
    expect(screen.getByLabelText('Condições de pagamento')).toHaveAccessibleDescription(
      'Ex.: 50% na aprovação, 50% após a aplicação.',
    );
  }, 20_000);

  it('bills on approval in the parcelas typed, asked only when chosen', async () => {
    const fetch = editorServer({
      '/api/proposals': () =>
        refusal(400, 'VALIDATION_FAILED', 'Dados inválidos.', {
          parcelas: 'Parcelas deve ser no máximo 48.',
        }),
    });
    renderRoute('/propostas/nova');
    const billed = await screen.findByLabelText('Faturar na aprovação');
    expect(billed).not.toBeChecked();
    expect(screen.queryByLabelText('Parcelas')).toBeNull();

    await fillProposal();
    await userEvent.click(billed);
    const parcelas = screen.getByLabelText('Parcelas');
    await userEvent.clear(parcelas);
    await userEvent.type(parcelas, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await sentOnce(fetch, '/api/proposals')).toMatchObject({
      client_id: CLIENT,
      faturar_na_aprovacao: true,
      parcelas: 3,
      linhas: [{ quantidade: 100, preco_unitario_cents: 4_001 }],
    });
    // The server's word on the field lands under it.
    expect(await screen.findByText('Parcelas deve ser no máximo 48.')).toBeVisible();
  }, 20_000);
});
