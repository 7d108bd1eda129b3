import { z } from 'zod';
import { COMPANY_STATUSES, SUBSCRIPTION_STATUSES } from '../companies/values.ts';
import { TRIAL_EMAIL_TYPES } from '../subscription/values.ts';
import { nullableText, pageOf } from '../wire.ts';
import { busca, pagina } from '../registers/fields.ts';
import { adminCompanyFields } from './company-fields.ts';
import { storageUse } from '../companies/storage-contracts.ts';

const dateOrNull = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label}: use uma data e hora válidas.` })
    .transform((value) => new Date(value))
    .nullable()
    .optional();

/**
 * Spec part 2 §7 'PATCH companies': what a platform administrator may change on a company
 * from the manage dialog. Any value may be set; no transitions are enforced (spec §4).
 */
export const adminCompanyPatch = z
  .strictObject({
    status: adminCompanyFields.status.optional(),
    subscription_status: adminCompanyFields.subscription_status.optional(),
    next_billing_date: dateOrNull('Próxima cobrança'),
    trial_ends_at: dateOrNull('Fim do teste'),
    max_users: z
      .number('Limite de usuários deve ser um número.')
      .int('Limite de usuários deve ser um número inteiro.')
      .min(1, 'Limite de usuários deve ser pelo menos 1.')
      .max(10_000, 'Limite de usuários deve ser no máximo 10000.')
      .optional(),
    billing_email: adminCompanyFields.billing_email.nullable().optional(),
    admin_notes: adminCompanyFields.admin_notes.nullable().optional(),
    storage_quota_mb: adminCompanyFields.storage_quota_mb.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Informe ao menos um campo para alterar.');
export type AdminCompanyPatch = z.infer<typeof adminCompanyPatch>;

/** Empresas: a page (20, newest first) searched by name, contact e-mail or CNPJ. */
export const adminCompanyListQuery = z.object({
  busca: busca(),
  pagina,
});

export const ADMIN_COMPANIES_PAGE_SIZE = 20;

export const adminCompany = z.strictObject({
  id: z.string(),
  company_name: z.string(),
  cnpj: nullableText,
  contact_email: nullableText,
  status: z.enum(COMPANY_STATUSES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  active: z.boolean(),
  next_billing_date: nullableText,
  trial_ends_at: nullableText,
  max_users: z.number(),
  billing_email: nullableText,
  admin_notes: nullableText,
  created_at: z.string(),
  active_members: z.number(),
  /** The company's own storage quota in MB; null: the platform's default (STORAGE_QUOTA_MB). */
  storage_quota_mb: z.number().nullable(),
  /** Its stored files against the quota in force. */
  armazenamento: storageUse,
});
export type AdminCompany = z.infer<typeof adminCompany>;

export const adminCompanyPage = pageOf(adminCompany);
export type AdminCompanyPage = z.infer<typeof adminCompanyPage>;

/** What DELETE answers: the company removed, and how many members were left without one. */
export const deletedCompany = z.strictObject({
  id: z.string(),
  company_name: z.string(),
  members_released: z.number(),
});
export type DeletedCompany = z.infer<typeof deletedCompany>;

/**
 * 'Lembrete Geral' sends the 'reminder', 'Cobrança Geral' the 'trial_expired' (spec part 2 §7
 * 'send-trial-email'); the targets are every trial or inactive company with a contact e-mail.
 */
export const trialEmailBody = z.strictObject({
  email_type: z.enum(TRIAL_EMAIL_TYPES, "Tipo de e-mail inválido: 'reminder' ou 'trial_expired'."),
  force: z.boolean('Forçar envio deve ser verdadeiro ou falso.').default(true),
});
export const TRIAL_EMAIL_RESULTS = ['sent', 'skipped', 'failed'] as const;
export type TrialEmailResult = (typeof TRIAL_EMAIL_RESULTS)[number];
export const trialEmailAnswer = z.strictObject({ result: z.enum(TRIAL_EMAIL_RESULTS) });

export const bulkTargets = z.strictObject({
  items: z.array(z.strictObject({ id: z.string(), company_name: z.string() })),
});
export type BulkTargets = z.infer<typeof bulkTargets>;
