import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { requested } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { ACCOUNT, accountingServer, row, title, TITLE } from './test-accounting.ts';

// The receivable's documents (issue 37 item 6): the fatura's PDF, its e-mail and WhatsApp, and
// the recibo once something is paid. A page's code and its dialogs load as in the browser.

const SHARE = `/api/accounting/titulos/${TITLE}/fatura`;
const SEND = `/api/accounting/titulos/${TITLE}/fatura/enviar`;
const share = {
  mensagem: 'Olá, Fazenda Boa Vista! Segue a fatura "Operação 2026/0042".',
  whatsapp: 'https://wa.me/5566998765432?text=Ol%C3%A1',
  cliente_email: 'financeiro@boavista.agr.br',
  copia_e_cola: '00020126...6304ABCD',
};
const pix = {
  pix: {
    bank_account_id: ACCOUNT,
    conta: 'Sicredi PJ',
    pix_tipo: 'cnpj',
    pix_chave: '11222333000181',
  },
};

/** Opens the receivable's detail from the list; answers its dialog. */
async function openDetail(name = 'A receber: Operação 2026/0042') {
  renderRoute('/contabilidade?aba=receber');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Abrir Operação 2026/0042, parcela 1/3' }),
  );
  return screen.findByRole('dialog', { name });
}

afterEach(() => vi.restoreAllMocks());

describe('Fatura e recibo', () => {
  it('offers the fatura, its e-mail and WhatsApp, and no recibo while nothing is paid', async () => {
    const fetch = accountingServer([row(1)], {
      [SHARE]: share,
      '/api/accounting/pix': pix,
      [`POST ${SEND}`]: { enviado_para: share.cliente_email },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const detail = await openDetail();
    const docs = await within(detail).findByRole('region', { name: 'Fatura e recibo' });
    expect(within(docs).getByRole('link', { name: 'Fatura (PDF)' })).toHaveAttribute(
      'href',
      `/api/accounting/titulos/${TITLE}/fatura.pdf`,
    );
    expect(within(docs).queryByRole('link', { name: 'Recibo (PDF)' })).toBeNull();

    const whatsapp = within(docs).getByRole('button', { name: 'WhatsApp' });
    await waitFor(() => expect(whatsapp).toBeEnabled());
    await userEvent.click(whatsapp);
    expect(open).toHaveBeenCalledWith(share.whatsapp, '_blank', 'noopener');

    const email = within(docs).getByRole('button', { name: 'Enviar por e-mail' });
    expect(email).toHaveAttribute('title', 'Para financeiro@boavista.agr.br');
    await userEvent.click(email);
    await waitFor(() => expect(requested(fetch, 'POST', SEND)).toBe(true));
    expect(within(docs).queryByRole('alert')).toBeNull();
  });

  it('offers the recibo once something is paid, and one per installment paid', async () => {
    const [first, ...rest] = title.parcelas;
    accountingServer([row(1)], {
      [SHARE]: share,
      '/api/accounting/pix': pix,
      [`/api/accounting/titulos/${TITLE}`]: {
        ...title,
        pago_cents: 3333_00,
        saldo_cents: 6666_00,
        parcelas: [{ ...first!, pago_cents: 3333_00, saldo_cents: 0, status: 'pago' }, ...rest],
      },
    });
    const detail = await openDetail();
    expect(await within(detail).findByRole('link', { name: 'Recibo (PDF)' })).toHaveAttribute(
      'href',
      `/api/accounting/titulos/${TITLE}/recibo.pdf`,
    );
    expect(within(detail).getByRole('link', { name: 'Recibo da parcela 1/3' })).toHaveAttribute(
      'href',
      `/api/accounting/titulos/${TITLE}/recibo.pdf?parcela=${first!.id}`,
    );
    expect(within(detail).queryByRole('link', { name: 'Recibo da parcela 2/3' })).toBeNull();
  });

  it("shows the server's refusal of the e-mail, and says when the fatura goes without PIX", async () => {
    accountingServer([row(1)], {
      [SHARE]: { ...share, cliente_email: null, copia_e_cola: null },
      '/api/accounting/pix': { pix: null },
      [`POST ${SEND}`]: () =>
        refusal(
          400,
          'VALIDATION_FAILED',
          'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
        ),
    });
    const detail = await openDetail();
    expect(
      await within(detail).findByText(
        'A fatura sai sem PIX: cadastre a chave PIX de recebimento em Configurações.',
      ),
    ).toBeVisible();
    await userEvent.click(within(detail).getByRole('button', { name: 'Enviar por e-mail' }));
    expect(
      await within(detail).findByText(
        'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
      ),
    ).toBeVisible();
  });

  it('offers no fatura for a payable', async () => {
    accountingServer([row(1)], {
      [`/api/accounting/titulos/${TITLE}`]: { ...title, lado: 'pagar' },
    });
    const detail = await openDetail('A pagar: Operação 2026/0042');
    expect(await within(detail).findByRole('button', { name: 'Editar' })).toBeVisible();
    expect(within(detail).queryByRole('link', { name: 'Fatura (PDF)' })).toBeNull();
  });
});
