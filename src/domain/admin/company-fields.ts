import { z } from 'zod';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';

/** Fields the PATCH body (contracts.ts) and the manage dialog's form check alike. */
export const adminCompanyFields = {
  status: z.enum(COMPANY_STATUSES, 'Status inválido.'),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, 'Status da assinatura inválido.'),
  /** An e-mail address, never a note (decision 026; the spec reused it for the notes). */
  billing_email: z
    .string('E-mail de cobrança: formato de e-mail inválido.')
    .trim()
    .pipe(z.email('E-mail de cobrança: formato de e-mail inválido.'))
    .transform((value) => value.toLowerCase()),
  /** The administrator's notes on the company: their own column (decision 026). */
  admin_notes: z
    .string('Observações do administrador: use um texto.')
    .trim()
    .max(2000, 'Observações do administrador: use no máximo 2000 caracteres.'),
};
