import { m, requiredMessage } from '../agreement.ts';
import { z } from 'zod';
import {
  busca,
  decimal,
  monthText,
  optionalPhone,
  optionalText,
  pagina,
  requiredText,
} from '../registers/fields.ts';
import { calendarDate, centsValue, isoTimestamp, nullableText, pageOf } from '../wire.ts';
import {
  affiliateIdentity,
  affiliateTotals,
  commissionRow,
  cpfOrCnpj,
  paymentData,
} from './contracts.ts';
import { PAYOUT_TARGETS } from './payouts.ts';
import { AFFILIATE_INVITE_STATUSES, AFFILIATE_STATUSES, PAYOUT_STATUSES } from './values.ts';

// The admin's Afiliados tab (spec part 2 §2, §4, §5, §7): what its routes take and answer.
// Money is whole centavos; counters are derived from the rows, never stored.

export const ADMIN_AFFILIATES_PAGE_SIZE = 20;
export const ADMIN_PAYOUTS_PAGE_SIZE = 20;
export const ADMIN_COMMISSIONS_PAGE_SIZE = 10;

/** A filter of a list: blank or absent is every value. */
const optionalFilter = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'todos' ? undefined : value),
    z.enum(values, `${label} inválido.`).optional(),
  );

export const affiliateListQuery = z.strictObject({
  busca: busca(),
  status: optionalFilter(AFFILIATE_STATUSES, 'Status'),
  pagina,
});
export type AffiliateListQuery = z.output<typeof affiliateListQuery>;

export const pageQuery = z.strictObject({ pagina });

/** An e-mail the admin types for an affiliate (the manual registration, an invite). */
const requiredEmail = z
  .string(requiredMessage(m('E-mail')))
  .trim()
  .toLowerCase()
  .min(1, requiredMessage(m('E-mail')))
  .pipe(z.email('E-mail inválido.').max(254, 'E-mail inválido.'));

/** Spec part 2 §5 'Manual affiliate registration': no code and no user. */
export const manualAffiliateInput = z.strictObject({
  nome_completo: requiredText(m('Nome Completo'), 160),
  email: requiredEmail,
  cpf_cnpj: cpfOrCnpj(requiredMessage(m('CPF/CNPJ'))),
  telefone: optionalPhone,
});
export type ManualAffiliateInput = z.input<typeof manualAffiliateInput>;

export const affiliateStatusPatch = z.strictObject({
  status: z.enum(AFFILIATE_STATUSES, 'Status inválido: ativo, inativo ou suspenso.'),
});

export const payoutListQuery = z.strictObject({
  mes: monthText(m('Mês')).optional(),
  status: optionalFilter(PAYOUT_STATUSES, 'Status'),
  pagina,
});
export type PayoutListQuery = z.output<typeof payoutListQuery>;

export const payoutMonthQuery = z.strictObject({ mes: monthText(m('Mês')) });

export const generatePayoutsInput = z.strictObject({ mes: monthText(m('Mês de referência')) });

/** The process dialog: Em Processamento, Pagamento Confirmado or Cancelar Pagamento, with notes. */
export const payoutPatch = z.strictObject({
  status: z.enum(
    PAYOUT_TARGETS,
    'Status inválido: Em Processamento, Pagamento Confirmado ou Cancelar Pagamento.',
  ),
  observacoes: optionalText('Observações', 2000),
});
export type PayoutPatch = z.input<typeof payoutPatch>;

/** The platform's commission rate as the form shows it: a percent, 0 to 100 (to 0.01), typed '12,5'. */
export const commissionRateInput = z.strictObject({
  percentual: decimal(m('Percentual de comissão'), { min: 0, max: 100, unit: '%' }),
});

/** A percent as basis points, the way the rate is stored: 12.5 → 1250. */
export const basisPoints = (percentual: number) => Math.round(percentual * 100);

export const affiliateInviteInput = z.strictObject({
  email: requiredEmail,
  inviter_name: optionalText('Nome de quem convida', 120),
});
export type AffiliateInviteInput = z.input<typeof affiliateInviteInput>;

// Answers.

export const affiliateStats = z.strictObject({
  total: z.number().int(),
  ativos: z.number().int(),
  comissoes_totais: centsValue,
  comissoes_pendentes: centsValue,
  pagamentos_pendentes: centsValue,
});
export type AffiliateStats = z.infer<typeof affiliateStats>;

export const adminAffiliateRow = z.strictObject({
  id: z.uuid(),
  ...affiliateIdentity,
  ...affiliateTotals,
});
export type AdminAffiliateRow = z.infer<typeof adminAffiliateRow>;

export const adminAffiliatePage = pageOf(adminAffiliateRow);
export type AdminAffiliatePage = z.infer<typeof adminAffiliatePage>;

export const adminAffiliateDetail = adminAffiliateRow.extend({
  cpf_cnpj: z.string(),
  created_at: isoTimestamp,
  ...paymentData,
});
export type AdminAffiliateDetail = z.infer<typeof adminAffiliateDetail>;

/** The admin's history of an affiliate's commissions: the affiliate's own rows, less two columns. */
export const adminCommissionPage = pageOf(
  commissionRow.omit({ valor_base: true, data_pagamento: true }),
);
export type AdminCommissionPage = z.infer<typeof adminCommissionPage>;

export const adminPayout = z.strictObject({
  id: z.uuid(),
  affiliate_id: z.uuid(),
  nome_completo: z.string(),
  email: z.string(),
  mes_referencia: calendarDate,
  quantidade_comissoes: z.number().int(),
  valor_total: centsValue,
  status: z.enum(PAYOUT_STATUSES),
  data_processamento: isoTimestamp.nullable(),
  data_pagamento: isoTimestamp.nullable(),
  observacoes: nullableText,
  created_at: isoTimestamp,
  ...paymentData,
});
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminPayoutPage = pageOf(adminPayout);
export type AdminPayoutPage = z.infer<typeof adminPayoutPage>;

export const generatedPayouts = z.strictObject({ criados: z.number().int() });

export const commissionRate = z.strictObject({ percentual: z.number() });

export const adminAffiliateInvite = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  inviter_name: nullableText,
  /** A pending invite past its expiry reads 'expired'. */
  status: z.enum(AFFILIATE_INVITE_STATUSES),
  expires_at: isoTimestamp,
  accepted_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
});
export type AdminAffiliateInvite = z.infer<typeof adminAffiliateInvite>;

export const adminInvitePage = pageOf(adminAffiliateInvite);
export type AdminInvitePage = z.infer<typeof adminInvitePage>;
