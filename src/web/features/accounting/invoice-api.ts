import { useMutation } from '@tanstack/react-query';
import type {
  InvoiceShare,
  PixKeyInput,
  ReceivingPix,
} from '../../../domain/accounting/invoice-contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';
import { freshQuery } from '../../lib/fresh-query.ts';

// The fatura and recibo of a receivable (issue 37 item 6): the documents' addresses, the share,
// sending by e-mail, and the company's receiving PIX key the fatura prints.

const BASE = '/api/accounting';

export const invoiceKeys = {
  pix: ['accounting', 'pix'],
  share: (id: string) => ['accounting', 'title', id, 'fatura'],
} as const;

/** The addresses of a title's documents (downloaded as they are, with the session's cookie). */
export const invoicePdfPath = (id: string) => `${BASE}/titulos/${id}/fatura.pdf`;
export const receiptPdfPath = (id: string) => `${BASE}/titulos/${id}/recibo.pdf`;

/** The company's receiving PIX key, or `{ pix: null }`. */
export const pixQuery = freshQuery<ReceivingPix>(invoiceKeys.pix, `${BASE}/pix`);

/** What sharing a receivable's fatura offers: the message, the WhatsApp link, the e-mail. */
export const invoiceShareQuery = (id: string) =>
  freshQuery<InvoiceShare>(invoiceKeys.share(id), `${BASE}/titulos/${id}/fatura`);

/** 'Enviar por e-mail': the fatura's PDF to the client's e-mail. */
export const useSendInvoice = (id: string) =>
  useMutation({
    mutationFn: () =>
      api<{ enviado_para: string }>(`${BASE}/titulos/${id}/fatura/enviar`, { method: 'POST' }),
  });

/** Puts the receiving PIX key on an account (taking it off any other). */
export const useSetPix = () =>
  useChange(
    ({ bank_account_id, ...body }: PixKeyInput & { bank_account_id: string }) =>
      api<ReceivingPix>(`${BASE}/contas/${bank_account_id}/pix`, { method: 'PUT', body }),
    [['accounting']],
  );

/** Takes the receiving PIX key off: faturas go out without a QR code. */
export const useClearPix = () =>
  useChange(() => api<ReceivingPix>(`${BASE}/pix`, { method: 'DELETE' }), [['accounting']]);
