import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { adminCompanyFields } from './company-fields.ts';

// The manage dialog's form (spec part 2 §2, §5): what the administrator types, read into the
// PATCH body. Dates are date inputs ('YYYY-MM-DD'), days in Brazil's official time (UTC−03:00):
// the billing date at noon, the trial's end at the day's last second (the trial lasts that day).

const day = (label: string, time: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${label}: use uma data válida.`)
    .transform((value) => (value ? new Date(`${value}T${time}-03:00`).toISOString() : null));

/** The manage dialog's fields (companies-values.ts) read into the PATCH body. */
export const adminCompanyForm = z.object({
  status: adminCompanyFields.status,
  subscription_status: adminCompanyFields.subscription_status,
  next_billing_date: day('Próxima cobrança', '12:00:00'),
  trial_ends_at: day('Fim do teste', '23:59:59'),
  max_users: z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'Limite de usuários deve ser um número inteiro.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Limite de usuários deve ser pelo menos 1.')
        .max(10_000, 'Limite de usuários deve ser no máximo 10000.'),
    ),
  // Decision 026: the billing e-mail and the administrator's notes, each in its own field.
  billing_email: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(adminCompanyFields.billing_email.nullable()),
  admin_notes: adminCompanyFields.admin_notes.transform((value) => value || null),
  // Issue 35: empty is the platform's default quota.
  storage_quota_mb: z
    .string()
    .trim()
    .refine(
      (value) => /^\d*$/.test(value),
      'Cota de armazenamento deve ser um número inteiro de MB.',
    )
    .transform((value) => (value ? Number(value) : null))
    .pipe(adminCompanyFields.storage_quota_mb.nullable()),
});
export type AdminCompanyFormBody = z.output<typeof adminCompanyForm>;
