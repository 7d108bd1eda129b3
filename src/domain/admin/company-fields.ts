import { z } from 'zod';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';

/** Fields the PATCH body (contracts.ts) and the manage dialog's form check alike. */
export const adminCompanyFields = {
  status: z.enum(COMPANY_STATUSES, 'Status inválido.'),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, 'Status da assinatura inválido.'),
  /** Reused as the administrator's notes (spec part 2 §3). */
  billing_email: z.string().trim().max(2000, 'Use no máximo 2000 caracteres.'),
};
