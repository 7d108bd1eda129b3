import { z } from 'zod';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { MAX_STORAGE_QUOTA_MB } from '../companies/storage.ts';

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
  /** The company's storage quota in MB (issue 35); null in the body: the platform's default. */
  storage_quota_mb: z
    .number('Cota de armazenamento deve ser um número.')
    .int('Cota de armazenamento deve ser um número inteiro de MB.')
    .min(0, 'Cota de armazenamento não pode ser negativa.')
    .max(MAX_STORAGE_QUOTA_MB, 'Cota de armazenamento deve ser no máximo 1048576 MB (1 TB).'),
};
