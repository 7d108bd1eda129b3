import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { at, createdAt, id, indexOn, parentId } from './columns.ts';
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
  /** Secret of the invite link; only its SHA-256 is stored. */
  token_hash: text('token_hash').notNull().unique(),
  status: affiliateInviteStatus('status').notNull().default('pending'),
  expires_at: at('expires_at').notNull(),
  accepted_at: at('accepted_at'),
  created_at: createdAt(),
});

/** Money columns hold integer centavos. A manually registered affiliate has no code (null). */
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
    total_referidos: integer('total_referidos').notNull().default(0),
    total_comissoes: integer('total_comissoes').notNull().default(0),
    saldo_disponivel: integer('saldo_disponivel').notNull().default(0),
    pix_type: pixType('pix_type'),
    pix_key: text('pix_key'),
    banco: text('banco'),
    agencia: text('agencia'),
    conta: text('conta'),
    tipo_conta: bankAccountType('tipo_conta'),
    created_at: createdAt(),
  },
  (t) => [
    check('affiliates_totals_min', sql`${t.total_referidos} >= 0 AND ${t.total_comissoes} >= 0`),
  ],
);

export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: id(),
    affiliate_id: parentId('affiliate_id', () => affiliates.id),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    tipo_comissao: text('tipo_comissao').notNull(),
    valor_base: integer('valor_base').notNull(),
    valor_comissao: integer('valor_comissao').notNull(),
    status: commissionStatus('status').notNull().default('pendente'),
    data_pagamento: at('data_pagamento'),
    created_at: createdAt(),
  },
  (t) => [
    indexOn(t.affiliate_id),
    indexOn(t.company_id),
    check(
      'affiliate_commissions_values_min',
      sql`${t.valor_base} >= 0 AND ${t.valor_comissao} >= 0`,
    ),
  ],
);

export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: id(),
    affiliate_id: parentId('affiliate_id', () => affiliates.id),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: referralStatus('status').notNull().default('pendente'),
    created_at: createdAt(),
    converted_at: at('converted_at'),
  },
  (t) => [indexOn(t.affiliate_id), indexOn(t.company_id)],
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
    indexOn(t.affiliate_id),
    check(
      'affiliate_payouts_values_min',
      sql`${t.valor_total} >= 0 AND ${t.quantidade_comissoes} >= 0`,
    ),
  ],
);
