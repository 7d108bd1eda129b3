import { z } from 'zod';
import { documentCharacters, isValidCnpj, isValidCpf } from '../br/documents.ts';
import { PIX_TYPES } from '../br/pix.ts';
import { optionalPhone } from '../registers/fields.ts';
import { centsValue, nullableText, pageOf } from '../wire.ts';
import {
  AFFILIATE_REQUIRED,
  AFFILIATE_STATUSES,
  BANK_ACCOUNT_TYPES,
  COMMISSION_STATUSES,
  REFERRAL_STATUSES,
} from './values.ts';

export const AFFILIATE_DOCUMENT_INVALID = 'CPF/CNPJ inválido: confira os dígitos.';

/**
 * An affiliate's CPF or CNPJ (numeric or alphanumeric) as typed, punctuation dropped, letters in
 * uppercase; `required` says it is missing.
 */
export const cpfOrCnpj = (required: string) =>
  z
    .string(required)
    .transform(documentCharacters)
    .refine((text) => text !== '', required)
    .refine(
      (text) =>
        text === '' ||
        (text.length === 11 && isValidCpf(text)) ||
        (text.length === 14 && isValidCnpj(text)),
      AFFILIATE_DOCUMENT_INVALID,
    );

/** The create dialog ('Nome completo', 'CPF/CNPJ', 'Telefone'); an invite's token if it came from one. */
export const createAffiliateInput = z.strictObject({
  nome_completo: z
    .string(AFFILIATE_REQUIRED)
    .trim()
    .min(1, AFFILIATE_REQUIRED)
    .max(160, 'Nome completo: use no máximo 160 caracteres.'),
  cpf_cnpj: cpfOrCnpj(AFFILIATE_REQUIRED),
  telefone: optionalPhone,
  inviteToken: z.string().trim().min(1).max(200).optional(),
});
export type CreateAffiliateInput = z.input<typeof createAffiliateInput>;

/** A typed payment field: at most `max` characters, in `format` if given; blank or null clears it. */
const paymentText = (label: string, max: number, format?: RegExp) =>
  z
    .string()
    .trim()
    .max(max, `${label}: use no máximo ${max} caracteres.`)
    .refine((value) => !format || value === '' || format.test(value), `${label} inválida.`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * Spec part 1 §2 'Dados de Pagamento': one field per request (saved on blur or on a change of
 * selection); null or blank clears it. The PIX key is checked against the stored type by the
 * server, which knows it.
 */
export const paymentPatch = z
  .strictObject({
    pix_type: z.enum(PIX_TYPES, 'Tipo de chave PIX inválido.').nullable().optional(),
    pix_key: paymentText('Chave PIX', 140),
    banco: paymentText('Banco', 80),
    agencia: paymentText('Agência', 10, /^\d{1,6}(-[\dxX])?$/),
    conta: paymentText('Conta', 20, /^\d{1,15}(-[\dxX])?$/),
    tipo_conta: z.enum(BANK_ACCOUNT_TYPES, 'Tipo de conta inválido.').nullable().optional(),
  })
  .refine(
    (patch) => Object.values(patch).filter((v) => v !== undefined).length === 1,
    'Altere um campo por vez.',
  );
export type PaymentPatch = z.input<typeof paymentPatch>;
export type PaymentField = keyof PaymentPatch;

/** The message under the PIX key when it does not fit its type (or no type is chosen). */
export const pixKeyProblem = (label: string | null) =>
  label ? `Chave PIX inválida para o tipo ${label}.` : 'Escolha o tipo da chave PIX primeiro.';

export const AFFILIATE_PAGE_SIZE = 20;

const iso = z.string();

/** Where an affiliate is paid: a PIX key, or a bank account for a transfer. */
export const paymentData = {
  pix_type: z.enum(PIX_TYPES).nullable(),
  pix_key: nullableText,
  banco: nullableText,
  agencia: nullableText,
  conta: nullableText,
  tipo_conta: z.enum(BANK_ACCOUNT_TYPES).nullable(),
};
export type PaymentData = z.infer<z.ZodObject<typeof paymentData>>;

/** Who an affiliate is and how it stands, as its own profile and the admin's list show it. */
export const affiliateIdentity = {
  nome_completo: z.string(),
  email: z.string(),
  telefone: nullableText,
  affiliate_code: nullableText,
  status: z.enum(AFFILIATE_STATUSES),
};

/** An affiliate's companies referred, commissions earned and balance not yet paid (centavos). */
export const affiliateTotals = {
  total_referidos: z.number().int(),
  total_comissoes: centsValue,
  saldo_disponivel: centsValue,
};

/** The affiliate's own profile with its derived totals (centavos). */
export const affiliateProfile = z.strictObject({
  ...affiliateIdentity,
  cpf_cnpj: z.string(),
  ...paymentData,
  created_at: iso,
  ...affiliateTotals,
});
export type AffiliateProfile = z.infer<typeof affiliateProfile>;

/** `GET /api/affiliates/me`: null before the user creates a profile. */
export const myAffiliate = z.strictObject({
  affiliate: affiliateProfile.nullable(),
  /** Set when the profile had no code and one was made now ('Código de afiliado gerado'). */
  codeGenerated: z.boolean(),
});
export type MyAffiliate = z.infer<typeof myAffiliate>;

export const commissionRow = z.strictObject({
  id: z.uuid(),
  tipo_comissao: z.string(),
  company_name: nullableText,
  valor_base: centsValue,
  valor_comissao: centsValue,
  status: z.enum(COMMISSION_STATUSES),
  created_at: iso,
  data_pagamento: iso.nullable(),
});
export type CommissionRow = z.infer<typeof commissionRow>;

export const referralRow = z.strictObject({
  id: z.uuid(),
  company_name: nullableText,
  status: z.enum(REFERRAL_STATUSES),
  created_at: iso,
  converted_at: iso.nullable(),
});
export type ReferralRow = z.infer<typeof referralRow>;

export const commissionPage = pageOf(commissionRow);
export type CommissionPage = z.infer<typeof commissionPage>;
export const referralPage = pageOf(referralRow);
export type ReferralPage = z.infer<typeof referralPage>;

export const acceptAffiliateInviteInput = z.strictObject({
  token: z.string().trim().min(1, 'Convite inválido ou expirado').max(200),
});
