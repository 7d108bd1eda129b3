import { useQuery } from '@tanstack/react-query';
import { FileText, Mail, MessageCircle, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { FinanceTitle } from '../../../domain/accounting/response-contracts.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { buttonClasses } from '../../components/button-link.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import {
  invoicePdfPath,
  invoiceShareQuery,
  pixQuery,
  receiptPdfPath,
  useSendInvoice,
} from './invoice-api.ts';

/**
 * A receivable's documents (issue 37 item 6): its fatura as a PDF (with the company's PIX code),
 * sent by e-mail or shared by WhatsApp, and its recibo once something was paid. Payables and
 * cancelled titles have none.
 */
export function InvoiceActions({ title }: { title: FinanceTitle }) {
  const billable = title.lado === 'receber' && !title.cancelado_at;
  const share = useQuery({ ...invoiceShareQuery(title.id), enabled: billable });
  const pix = useQuery({ ...pixQuery, enabled: billable });
  const send = useSendInvoice(title.id);
  const [alert, setAlert] = useState('');
  if (!billable) return null;

  const email = share.data?.cliente_email;
  // With several installments, each one paid has its own recibo too.
  const paidLines =
    title.parcelas.length > 1 ? title.parcelas.filter((line) => line.pago_cents > 0) : [];
  const sendEmail = async () => {
    setAlert('');
    try {
      const { enviado_para } = await send.mutateAsync();
      notify(`Fatura enviada para ${enviado_para}.`);
    } catch (error) {
      setAlert(errorMessage(error, 'Não foi possível enviar a fatura.'));
    }
  };
  return (
    <section className="mt-4" aria-label="Fatura e recibo">
      <div className="flex flex-wrap gap-2">
        <a href={invoicePdfPath(title.id)} className={buttonClasses('outline')} download>
          <FileText className="h-4 w-4" aria-hidden="true" /> Fatura (PDF)
        </a>
        <ActionButton
          icon={Mail}
          variant="outline"
          disabled={send.isPending}
          onClick={() => void sendEmail()}
          title={email ? `Para ${email}` : 'Cliente sem e-mail cadastrado'}
        >
          {send.isPending ? 'Enviando...' : 'Enviar por e-mail'}
        </ActionButton>
        <ActionButton
          icon={MessageCircle}
          variant="outline"
          disabled={!share.data}
          onClick={() => window.open(share.data!.whatsapp, '_blank', 'noopener')}
        >
          WhatsApp
        </ActionButton>
        {title.pago_cents > 0 && (
          <a href={receiptPdfPath(title.id)} className={buttonClasses('outline')} download>
            <Receipt className="h-4 w-4" aria-hidden="true" /> Recibo (PDF)
          </a>
        )}
      </div>
      {paidLines.length > 0 && (
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm">
          {paidLines.map((line) => (
            <a
              key={line.id}
              href={`${receiptPdfPath(title.id)}?parcela=${line.id}`}
              className="text-brand-700 hover:underline"
              download
            >
              Recibo da parcela {line.numero}/{title.parcelas.length}
            </a>
          ))}
        </p>
      )}
      {pix.data && !pix.data.pix && (
        <p className="mt-2 text-sm text-ink-600">
          A fatura sai sem PIX: cadastre a chave PIX de recebimento em Configurações.
        </p>
      )}
      <div className="mt-2">
        <FormAlert message={alert} />
      </div>
    </section>
  );
}
