import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { at, atNow, bankDetails, createdAt, id, indexOn, parentId } from './columns.ts';
import { companies } from './companies.ts';
import {
  affiliateInviteStatus,
  affiliateStatus,
  bankAccountType,
  commissionStatus,
  payoutStatus,
  pixType,
  referralStatus,
} from './enums.ts';

export const affiliateInvites = pgTable('affiliate_invites', {
  id: id(),
  email: text('email').notNull(),
  /** The platform admin who sent it, and the name the e-mail signs with (optional). */
  invited_by: byUser('invited_by'),
  inviter_name: text('inviter_name'),
  /** Secret of the invite link; only its SHA-256 is stored. */
  token_hash: text('token_hash').notNull().unique(),
  status: affiliateInviteStatus('status').notNull().default('pending'),
  expires_at: at('expires_at').notNull(),
  accepted_at: at('accepted_at'),
  created_at: createdAt(),
});

/**
 * Money columns hold integer centavos. A manually registered affiliate has no code (null).
 * Referral count, commission total and available balance are derived from the rows in SQL
 * (issue 17: they never drift), so they are not stored here.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    user_id: byUser('user_id').unique(),
    nome_completo: text('nome_completo').notNull(),
    email: text('email').notNull(),
    cpf_cnpj: text('cpf_cnpj').notNull(),
    telefone: text('telefone'),
    affiliate_code: text('affiliate_code').unique(),
    status: affiliateStatus('status').notNull().default('ativo'),
    pix_type: pixType('pix_type'),
    pix_key: text('pix_key'),
    ...bankDetails(),
    tipo_conta: bankAccountType('tipo_conta'),
    created_at: createdAt(),
  },
  (t) => [indexOn(t.created_at)],
);

export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: id(),
    affiliate_id: parentId('affiliate_id', () => affiliates.id),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    tipo_comissao: text('tipo_comissao').notNull(),
    /** The paid invoice it comes from (the billing provider's id): one commission per invoice and kind. */
    invoice_id: text('invoice_id'),
    /** The monthly payout that paid it, once batched. */
    payout_id: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    valor_base: integer('valor_base').notNull(),
    valor_comissao: integer('valor_comissao').notNull(),
    status: commissionStatus('status').notNull().default('pendente'),
    data_pagamento: at('data_pagamento'),
    created_at: createdAt(),
  },
  (t) => [
    indexOn(t.affiliate_id),
    indexOn(t.company_id),
    indexOn(t.payout_id),
    uniqueIndex('affiliate_commissions_invoice_unique').on(t.invoice_id, t.tipo_comissao),
    // A refund of a commission already paid out is debited as an 'estorno' (negative value).
    check(
      'affiliate_commissions_values_min',
      sql`${t.valor_base} >= 0 AND (${t.valor_comissao} >= 0 OR ${t.tipo_comissao} = 'estorno')`,
    ),
  ],
);

export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: id(),
    affiliate_id: parentId('affiliate_id', () => affiliates.id),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The referred company's name when it signed up: kept if the company goes (issue 45). */
    company_name: text('company_name'),
    status: referralStatus('status').notNull().default('pendente'),
    created_at: createdAt(),
    converted_at: at('converted_at'),
  },
  // A company is referred once.
  (t) => [
    indexOn(t.affiliate_id),
    uniqueIndex('affiliate_referrals_company_unique').on(t.company_id),
  ],
);

export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: id(),
    affiliate_id: parentId('affiliate_id', () => affiliates.id),
    /** First day of the reference month. */
    mes_referencia: date('mes_referencia').notNull(),
    quantidade_comissoes: integer('quantidade_comissoes').notNull().default(0),
    valor_total: integer('valor_total').notNull(),
    status: payoutStatus('status').notNull().default('pendente'),
    data_processamento: at('data_processamento'),
    data_pagamento: at('data_pagamento'),
    observacoes: text('observacoes'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_payouts_affiliate_month_unique').on(t.affiliate_id, t.mes_referencia),
    check(
      'affiliate_payouts_values_min',
      sql`${t.valor_total} >= 0 AND ${t.quantidade_comissoes} >= 0`,
    ),
  ],
);

/** The platform's own settings: one row (id true), read with defaults when absent. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Commission on a referred company's paid invoice, in basis points (2000 = 20 %). */
    affiliate_commission_bp: integer('affiliate_commission_bp').notNull().default(2000),
    updated_at: atNow('updated_at'),
    updated_by: byUser('updated_by'),
  },
  (t) => [
    check('platform_settings_single', sql`${t.id}`),
    check(
      'platform_settings_commission_range',
      sql`${t.affiliate_commission_bp} BETWEEN 0 AND 10000`,
    ),
  ],
);
