import { z } from 'zod';
import { NFSE_ENVIRONMENTS } from '../companies/fiscal-values.ts';
import { isoTimestamp } from '../wire.ts';
import { CANCELLATION_REASONS, CANCELLATION_TEXT } from './cancellation.ts';
import { NFSE_STATUSES } from './values.ts';

// The NFS-e of a receivable (issue 44 item 3): what the API answers of it, and what cancelling
// it takes.

/** The NFS-e of a receivable as the office sees it (the last one tried, whatever its fate). */
export const nfseState = z.strictObject({
  status: z.enum(NFSE_STATUSES),
  ambiente: z.enum(NFSE_ENVIRONMENTS),
  serie: z.string(),
  numero_dps: z.number().int(),
  id_dps: z.string(),
  chave_acesso: z.string().nullable(),
  numero_nfse: z.string().nullable(),
  emitida_at: isoTimestamp.nullable(),
  /** The API's refusal: its code and message (Portuguese, as the API wrote it). */
  erro: z.strictObject({ codigo: z.string(), mensagem: z.string() }).nullable(),
  cancelada_at: isoTimestamp.nullable(),
  motivo_cancelamento: z.string().nullable(),
});
export type NfseState = z.infer<typeof nfseState>;

export const nfseAnswer = z.strictObject({ nfse: nfseState.nullable() });

/** Cancelling an NFS-e: the reason's code and its text (TSMotivo: 15 to 255 characters). */
export const nfseCancelInput = z.strictObject({
  codigo: z.enum(CANCELLATION_REASONS, 'Escolha o motivo do cancelamento.'),
  motivo: z
    .string('Descreva o motivo do cancelamento.')
    .trim()
    .min(CANCELLATION_TEXT.min, `O motivo deve ter ao menos ${CANCELLATION_TEXT.min} caracteres.`)
    .max(CANCELLATION_TEXT.max, `O motivo deve ter no máximo ${CANCELLATION_TEXT.max} caracteres.`),
});
export type NfseCancelInput = z.infer<typeof nfseCancelInput>;

/** The answer of sending the NFS-e by e-mail: to whom it went. */
export const nfseSent = z.strictObject({ enviado_para: z.string() });
