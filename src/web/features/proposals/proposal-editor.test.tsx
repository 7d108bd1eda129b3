import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

const CLIENT = '7f9c2a51-2c1e-4a8e-9d51-1a2b3c4d5e6f';
const options = (list: { id: string; label: string }[]) => ({
  options: list.map((o) => ({ ...o, group: null })),
});

describe('the proposal editor', () => {
  it('bills on approval in the parcelas typed, asked only when chosen', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      '/api/registers/clients/options': options([{ id: CLIENT, label: 'Agropecuária Boa Vista' }]),
      '/api/registers/properties/options': options([]),
      '/api/registers/crops/options': options([]),
      '/api/registers/services': { items: [], total: 0, pageSize: 25 },
      '/api/proposals': () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos.',
              fields: { parcelas: 'Parcelas deve ser no máximo 48.' },
            },
          }),
          { status: 400 },
        ),
    });
    renderRoute('/propostas/nova');
    const billed = await screen.findByLabelText('Faturar na aprovação', {}, { timeout: 5_000 });
    expect(billed).not.toBeChecked();
    expect(screen.queryByLabelText('Parcelas')).toBeNull();

    const client = screen.getByLabelText('Cliente *');
    await waitFor(() => expect(client).toHaveTextContent('Agropecuária Boa Vista'));
    await userEvent.selectOptions(client, CLIENT);
    await userEvent.type(screen.getByLabelText('Descrição *'), 'Aplicação de fungicida');
    // happy-dom shows a select's form value only once chosen.
    await userEvent.selectOptions(screen.getByLabelText('Cobrança'), 'ha');
    await userEvent.type(screen.getByLabelText('Quantidade *'), '100');
    await userEvent.type(screen.getByLabelText('Preço unitário (R$) *'), '40,01');
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
