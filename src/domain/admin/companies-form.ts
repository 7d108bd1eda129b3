import { z } from 'zod';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { isCalendarDate, todayInSaoPaulo } from '../dates.ts';
import type { AdminCompany } from './contracts.ts';

// The manage dialog's form (spec part 2 §2, §5): what the administrator types, read into the
// PATCH body. Dates are date inputs ('YYYY-MM-DD'), days in Brazil's official time (UTC−03:00):
// the billing date at noon, the trial's end at the day's last second (the trial lasts that day).

/** What the manage dialog's fields hold. */
export type CompanyFormValues = {
  status: AdminCompany['status'];
  subscription_status: AdminCompany['subscription_status'];
  next_billing_date: string;
  trial_ends_at: string;
  max_users: string;
  billing_email: string;
};

const dayOf = (instant: string | null) => (instant ? todayInSaoPaulo(new Date(instant)) : '');

/** The company as the form shows it. */
export const companyFormValues = (company: AdminCompany): CompanyFormValues => ({
  status: company.status,
  subscription_status: company.subscription_status,
  next_billing_date: dayOf(company.next_billing_date),
  trial_ends_at: dayOf(company.trial_ends_at),
  max_users: String(company.max_users),
  billing_email: company.billing_email ?? '',
});

const day = (label: string, time: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${label}: use uma data válida.`)
    .transform((value) => (value ? new Date(`${value}T${time}-03:00`).toISOString() : null));

export const adminCompanyForm = z.object({
  status: z.enum(COMPANY_STATUSES, 'Status inválido.'),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, 'Status da assinatura inválido.'),
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
  billing_email: z
    .string()
    .trim()
    .max(2000, 'Use no máximo 2000 caracteres.')
    .transform((value) => value || null),
});
export type AdminCompanyFormBody = z.output<typeof adminCompanyForm>;

/** Spec §4 'Company status values' and subscription_status ('inactive' is shown 'Aguardando'). */
export const COMPANY_STATUS_LABELS: Record<AdminCompany['status'], string> = {
  ativo: 'Ativo',
  payment_required: 'Pagamento obrigatório',
  inactive: 'Inativo',
  suspenso: 'Suspenso',
};
export const SUBSCRIPTION_STATUS_LABELS: Record<AdminCompany['subscription_status'], string> = {
  active: 'Ativa',
  inactive: 'Aguardando',
  trial: 'Trial',
};
