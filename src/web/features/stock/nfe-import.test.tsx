import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { refusal } from '../../test/server.ts';
import { bodiesSentTo, retype } from '../../test/requests.ts';
import { FOX, nfePreview, stockServer } from './test-stock.ts';

// Issue 38 item 3 in the import screen: a product registered without leaving the entry, the
// note kept across the tabs of /estoque, and an NF addressed to someone else confirmed.

const UREIA = '0b6c2f0e-8d1a-4c3e-9f5b-7a2e4d6c8b10';
const OPTIONS = '/api/registers/products/options';

async function importNote() {
  renderRoute('/estoque?aba=entrada');
  const xml = new File(['<nfeProc/>'], 'nfe-1201.xml', { type: 'text/xml' });
  await userEvent.upload(await screen.findByLabelText('Importar XML da NF-e'), xml);
  await screen.findByRole('status', { name: 'NF-e importada' });
  return screen.getAllByRole('group', { name: /^Linha \d$/ });
}

/** Chooses Fox Xpro on the second line, once its list has it, and confirms the entry. */
async function chooseFoxAndConfirm(line: HTMLElement) {
  const product = within(line).getByLabelText('Produto ou combustível da linha 2');
  await waitFor(() =>
    expect(within(product).getByRole('option', { name: 'Fox Xpro' })).toBeTruthy(),
  );
  await userEvent.selectOptions(product, FOX);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrada' }));
}

const optionsRead = (fetch: ReturnType<typeof stockServer>) =>
  fetch.mock.calls.filter(([url]) => url === OPTIONS).length;

describe('importing an NF-e', () => {
  beforeEach(() => sessionStorage.clear());

  it('registers the product of an unmatched line in place: created, chosen on the line, the list read again', async () => {
    let options = [{ id: FOX, label: 'Fox Xpro', group: null }];
    const fetch = stockServer('owner', {
      [OPTIONS]: () => new Response(JSON.stringify({ options })),
      '/api/stock/entradas/nfe': nfePreview,
      'POST /api/registers/products': () => {
        options = [...options, { id: UREIA, label: 'Ureia Agricola', group: null }];
        return new Response(JSON.stringify({ id: UREIA }), { status: 201 });
      },
    });
    const [, second] = await importNote();
    expect(second).toHaveTextContent('Sem correspondência: escolha o produto');
    await userEvent.click(within(second!).getByRole('button', { name: 'Cadastrar produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar produto' });
    expect(dialog).toHaveTextContent('Da NF-e: UREIA AGRICOLA');
    expect(within(dialog).getByLabelText('Nome comercial')).toHaveValue('Ureia Agricola');
    expect(within(dialog).getByLabelText('Unidade de estoque')).toHaveValue('kg');
    await userEvent.selectOptions(within(dialog).getByLabelText('Classe'), 'fertilizante');
    const before = optionsRead(fetch);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cadastrar e usar na linha' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetch, '/api/registers/products')).toEqual([
      expect.objectContaining({
        nome_comercial: 'Ureia Agricola',
        classe: 'fertilizante',
        unidade: 'kg',
      }),
    ]);
    expect(optionsRead(fetch)).toBeGreaterThan(before);
    const select = within(second!).getByLabelText('Produto ou combustível da linha 2');
    await waitFor(() => expect(select).toHaveValue(UREIA));
    expect(within(select).getByRole('option', { name: 'Ureia Agricola' })).toBeTruthy();
    expect(second).toHaveTextContent('Escolhido');
    // Still on the entry, with what the NF-e said.
    expect(screen.getByRole('status', { name: 'NF-e importada' })).toBeVisible();
  }, 20_000);

  it('lists a product registered meanwhile in another browser tab when the window comes back', async () => {
    let options = [{ id: FOX, label: 'Fox Xpro', group: null }];
    stockServer('owner', {
      [OPTIONS]: () => new Response(JSON.stringify({ options })),
      '/api/stock/entradas/nfe': nfePreview,
    });
    const [, second] = await importNote();
    const product = within(second!).getByLabelText('Produto ou combustível da linha 2');
    await waitFor(() =>
      expect(within(product).getByRole('option', { name: 'Fox Xpro' })).toBeTruthy(),
    );
    options = [...options, { id: UREIA, label: 'Ureia', group: null }];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await within(product).findByRole('option', { name: 'Ureia' })).toBeTruthy();
    act(() => focusManager.setFocused(undefined));
  }, 20_000);

  it('keeps the imported note, with what was typed, across the tabs until it is discarded', async () => {
    stockServer('owner', {
      [OPTIONS]: { options: [{ id: FOX, label: 'Fox Xpro', group: null }] },
      '/api/stock/entradas/nfe': nfePreview,
      '/api/stock/entradas': { entradas: [], total: 0, pageSize: 20 },
    });
    const [, second] = await importNote();
    await retype(within(second!).getByLabelText('Lote'), 'UR-78');

    await userEvent.click(screen.getByRole('tab', { name: 'Notas fiscais' }));
    await screen.findByText('Nenhuma nota fiscal lançada ainda.');
    expect(screen.queryByRole('status', { name: 'NF-e importada' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Nova entrada' }));

    const summary = await screen.findByRole('status', { name: 'NF-e importada' });
    expect(summary).toHaveTextContent('NF-e 1201 série 1 de 03/11/2026');
    expect(screen.getByLabelText('Fornecedor (razão social)')).toHaveValue(
      'AGRO INSUMOS SORRISO LTDA',
    );
    const lines = screen.getAllByRole('group', { name: /^Linha \d$/ });
    expect(within(lines[1]!).getByLabelText('Lote')).toHaveValue('UR-78');

    await userEvent.click(
      within(summary).getByRole('button', { name: 'Descartar nota importada' }),
    );
    expect(screen.queryByRole('status', { name: 'NF-e importada' })).toBeNull();
    expect(screen.getByLabelText('Fornecedor (razão social)')).toHaveValue('');
    await userEvent.click(screen.getByRole('tab', { name: 'Saldo' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Nova entrada' }));
    expect(await screen.findByLabelText('Fornecedor (razão social)')).toHaveValue('');
    expect(screen.queryByRole('status', { name: 'NF-e importada' })).toBeNull();
  }, 20_000);

  it('asks for the package of an agrotóxico line without a usual one, on the line', async () => {
    const packageless: NfePreview = {
      ...nfePreview,
      linhas: [{ ...nfePreview.linhas[0]!, embalagem_pendente: true }, nfePreview.linhas[1]!],
    };
    const asked = 'Agrotóxico sem embalagem padrão: informe o tipo e o conteúdo da embalagem.';
    stockServer('owner', {
      [OPTIONS]: { options: [{ id: FOX, label: 'Fox Xpro', group: null }] },
      '/api/stock/entradas/nfe': packageless,
      'POST /api/stock/entradas': () =>
        refusal(400, 'VALIDATION_FAILED', 'Verifique os campos.', {
          'linhas.0.embalagem': asked,
        }),
    });
    const [first, second] = await importNote();
    expect(first).toHaveTextContent('Agrotóxico sem embalagem padrão: informe a embalagem');
    await chooseFoxAndConfirm(second!);
    expect(await within(first!).findByText(asked)).toBeVisible();
    await userEvent.selectOptions(
      within(first!).getByLabelText('Tipo de embalagem'),
      'rigida_lavavel',
    );
    expect(first).not.toHaveTextContent('informe a embalagem');
  }, 20_000);

  it("asks before entering an NF addressed to another company's CNPJ, then sends the acknowledgment", async () => {
    const foreign: NfePreview = {
      ...nfePreview,
      destinatario: {
        documento: '11444777000161',
        nome: 'OUTRA AVIACAO AGRICOLA LTDA',
        da_empresa: false,
      },
      avisos: [
        'Esta nota é destinada a OUTRA AVIACAO AGRICOLA LTDA (11.444.777/0001-61), não ao CNPJ da sua empresa (04.252.011/0001-10). Confira antes de confirmar a entrada.',
      ],
    };
    let posts = 0;
    const fetch = stockServer('owner', {
      [OPTIONS]: { options: [{ id: FOX, label: 'Fox Xpro', group: null }] },
      '/api/stock/entradas/nfe': foreign,
      'POST /api/stock/entradas': () =>
        ++posts === 1
          ? refusal(
              409,
              'NFE_FOREIGN_DEST',
              'Esta nota fiscal não é destinada ao CNPJ da sua empresa. Confirme para lançá-la mesmo assim.',
            )
          : new Response(JSON.stringify({ nf_numero: '1201', linhas: [{}, {}] }), {
              status: 201,
            }),
    });
    const [first, second] = await importNote();
    expect(screen.getByRole('status', { name: 'NF-e importada' })).toHaveTextContent(
      'não ao CNPJ da sua empresa',
    );
    expect(within(first!).getByLabelText('Custo unitário (R$)')).toHaveAttribute('readonly');
    expect(first).toHaveTextContent('Valor da linha na NF-e: R$ 4.572,75');
    await chooseFoxAndConfirm(second!);

    const ask = await screen.findByRole('dialog', { name: 'Nota de outro destinatário' });
    expect(ask).toHaveTextContent('OUTRA AVIACAO AGRICOLA LTDA (11.444.777/0001-61)');
    await userEvent.click(within(ask).getByRole('button', { name: 'Lançar mesmo assim' }));
    await waitFor(() => expect(posts).toBe(2));
    const [asked, confirmed] = bodiesSentTo(fetch, '/api/stock/entradas');
    expect(asked).toMatchObject({
      // The XML read goes back with the confirmation: the server reads it again.
      nfe: { xml: '<nfeProc/>', destinatario: '11444777000161', destinatario_confirmado: false },
      linhas: [{ valor_cents: 457_275 }, { valor_cents: 160_000 }],
    });
    expect(confirmed).toMatchObject({
      nfe: { destinatario: '11444777000161', destinatario_confirmado: true },
    });
    expect(await screen.findByRole('tab', { name: 'Saldo', selected: true })).toBeVisible();
    expect(sessionStorage.getItem('agrovoo:estoque:nfe-importada')).toBeNull();
  }, 20_000);
});
