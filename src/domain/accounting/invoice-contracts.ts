import { z } from 'zod';
import { isValidPixKey, PIX_TYPES } from '../br/pix.ts';
import { formatDate } from '../format.ts';
import { formatBRL } from '../money.ts';
import { nullableText } from '../wire.ts';

// The fatura and the recibo of a receivable (issue 37 item 6): the PIX key they print, what the
// share answers, and the message the e-mail and WhatsApp carry.

/**
 * The PIX key that receives into a bank account: the faturas print it (as copia e cola and
 * QR code). One account of the company holds it; setting it on another moves it there.
 */
const pixKeyFields = {
  pix_tipo: z.enum(PIX_TYPES, 'Selecione o tipo de chave PIX.'),
  pix_chave: z
    .string('Chave PIX é obrigatória.')
    .trim()
    .min(1, 'Chave PIX é obrigatória.')
    .max(77, 'Chave PIX deve ter no máximo 77 caracteres.'),
};
const validKey = (
  input: { pix_tipo: (typeof PIX_TYPES)[number]; pix_chave: string },
  ctx: z.RefinementCtx,
) => {
  if (!isValidPixKey(input.pix_tipo, input.pix_chave))
    ctx.addIssue({
      code: 'custom',
      path: ['pix_chave'],
      message: 'Chave PIX inválida para o tipo escolhido.',
    });
};
export const pixKeyInput = z.strictObject(pixKeyFields).superRefine(validKey);
/** The settings form: the key and the account it receives into. */
export const pixKeyChoice = z
  .strictObject({ bank_account_id: z.uuid('Escolha a conta.'), ...pixKeyFields })
  .superRefine(validKey);
export type PixKeyInput = z.input<typeof pixKeyInput>;

/** The company's receiving PIX key and the account that holds it, or null when none is set. */
export const receivingPix = z.strictObject({
  pix: z
    .strictObject({
      bank_account_id: z.uuid(),
      conta: z.string(),
      pix_tipo: z.enum(PIX_TYPES),
      pix_chave: z.string(),
    })
    .nullable(),
});
export type ReceivingPix = z.infer<typeof receivingPix>;

/** What sharing a fatura offers: the message, its WhatsApp link, the client's e-mail, the PIX code. */
export const invoiceShare = z.strictObject({
  mensagem: z.string(),
  whatsapp: z.string(),
  cliente_email: nullableText,
  copia_e_cola: nullableText,
});
export type InvoiceShare = z.infer<typeof invoiceShare>;

/** The answer of sending a fatura by e-mail: to whom it went. */
export const invoiceSent = z.strictObject({ enviado_para: z.string() });

/** The facts the fatura's message tells. */
export type InvoiceFacts = {
  clientName: string;
  companyName: string;
  descricao: string;
  totalCents: number;
  /** The open installments: due date and what is left to pay. */
  parcelas: { vencimento: string; saldo_cents: number }[];
  copiaECola: string | null;
};

/** The message of a fatura, for WhatsApp and the e-mail's text. */
export function invoiceMessage(facts: InvoiceFacts): string {
  const due = facts.parcelas.map(
    (line) => `${formatBRL(line.saldo_cents)} com vencimento em ${formatDate(line.vencimento)}`,
  );
  const total = facts.parcelas.reduce((sum, line) => sum + line.saldo_cents, 0);
  const what = !due.length
    ? `no valor de ${formatBRL(facts.totalCents)}, já quitada`
    : due.length === 1
      ? `no valor de ${due[0]}`
      : `no valor de ${formatBRL(total)}, em ${due.length} parcelas: ${due.join('; ')}`;
  const pix =
    facts.copiaECola && due.length
      ? ` Pague por PIX com o código copia e cola: ${facts.copiaECola}`
      : '';
  return (
    `Olá, ${facts.clientName}! Segue a fatura "${facts.descricao}" da ${facts.companyName}, ` +
    `${what}.${pix} Estamos à disposição para qualquer dúvida.`
  );
}
