import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NfseState } from '../../../domain/fiscal/contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { accountingServer, row, TITLE } from './test-accounting.ts';

// A receivable's NFS-e on its detail (issue 44 item 3): issued after a confirmation, the API's
// refusal shown with its code and message, its documents, and the cancellation with its reason.

const NFSE = `/api/accounting/titulos/${TITLE}/nfse`;
const ISSUED: NfseState = {
  status: 'emitida',
  ambiente: 'homologacao',
  serie: '1',
  numero_dps: 1,
  id_dps: 'DPS5107925212ABC34501DE3500001000000000000001',
  chave_acesso: '51079252212ABC34501DE35000000000001726111234567890',
  numero_nfse: '17',
  emitida_at: '2026-11-23T13:00:00.000Z',
  erro: null,
  cancelada_at: null,
  motivo_cancelamento: null,
};

async function openNfse() {
  renderRoute('/contabilidade?aba=receber');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Abrir Operação 2026/0042, parcela 1/3' }),
  );
  const detail = await screen.findByRole('dialog', { name: 'A receber: Operação 2026/0042' });
  return within(detail).findByRole('region', { name: 'NFS-e' });
}

/** 'Emitir NFS-e', then the same button in the confirmation. */
async function issueAfterConfirming(section: HTMLElement) {
  await userEvent.click(within(section).getByRole('button', { name: 'Emitir NFS-e' }));
  const confirm = await screen.findByRole('dialog', { name: 'Emitir a NFS-e desta conta?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Emitir NFS-e' }));
}

describe('NFS-e', () => {
  it('is issued after a confirmation, then offers its DANFSe and XML', async () => {
    let state: NfseState | null = null;
    accountingServer([row(1)], {
      [NFSE]: () => new Response(JSON.stringify({ nfse: state })),
      [`POST ${NFSE}`]: () => {
        state = ISSUED;
        return new Response(JSON.stringify({ nfse: state }));
      },
    });
    const section = await openNfse();
    await issueAfterConfirming(section);
    expect(await within(section).findByText('Emitida')).toBeVisible();
    expect(section).toHaveTextContent(`NFS-e nº 17 · chave ${ISSUED.chave_acesso}`);
    expect(within(section).getByRole('link', { name: 'DANFSe (PDF)' })).toHaveAttribute(
      'href',
      `${NFSE}/danfse.pdf`,
    );
    expect(within(section).getByRole('link', { name: 'XML' })).toHaveAttribute(
      'href',
      `${NFSE}/xml`,
    );
    expect(within(section).queryByRole('button', { name: 'Emitir NFS-e' })).toBeNull();
  });

  it('shows the API’s refusal with its code and message, and offers to issue again', async () => {
    const message =
      'A API nacional da NFS-e recusou: E0037 — O município emissor (5107925) não aderiu ao emissor nacional da NFS-e.';
    let state: NfseState | null = null;
    accountingServer([row(1)], {
      [NFSE]: () => new Response(JSON.stringify({ nfse: state })),
      [`POST ${NFSE}`]: () => {
        state = {
          ...ISSUED,
          status: 'rejeitada',
          chave_acesso: null,
          numero_nfse: null,
          emitida_at: null,
          erro: { codigo: 'E0037', mensagem: 'O município emissor (5107925) não aderiu.' },
        };
        return refusal(422, 'NFSE_REFUSED', message);
      },
    });
    const section = await openNfse();
    await issueAfterConfirming(section);
    expect(await within(section).findByText(message)).toBeVisible();
    expect(
      await within(section).findByText(
        'Recusada pela API nacional: E0037 — O município emissor (5107925) não aderiu.',
      ),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Emitir NFS-e' })).toBeEnabled();
  });

  it('is cancelled with the reason’s code and text', async () => {
    const fetch = accountingServer([row(1)], {
      [NFSE]: { nfse: ISSUED },
      [`POST ${NFSE}/cancelar`]: (body: { motivo: string }) =>
        new Response(
          JSON.stringify({
            nfse: {
              ...ISSUED,
              status: 'cancelada',
              cancelada_at: '2026-11-24T13:00:00.000Z',
              motivo_cancelamento: body.motivo,
            },
          }),
        ),
    });
    const section = await openNfse();
    await userEvent.click(await within(section).findByRole('button', { name: 'Cancelar NFS-e' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta NFS-e?' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Motivo'), 'Serviço não prestado');
    await userEvent.type(within(dialog).getByLabelText('Descrição do motivo'), 'curto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar NFS-e' }));
    expect(
      await within(dialog).findByText('O motivo deve ter ao menos 15 caracteres.'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText('Descrição do motivo'),
      ' demais: choveu o dia todo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar NFS-e' }));
    expect(await sentOnce(fetch, `${NFSE}/cancelar`)).toEqual({
      codigo: '2',
      motivo: 'curto demais: choveu o dia todo',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar esta NFS-e?' })).toBeNull(),
    );
  });
});
