import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { at, day, decimal, indexOn, parentId, registerId, timestamps } from './columns.ts';
import { companyRow, numberedRow, uniqueNumber } from './companies.ts';
import { clients, crops, properties, services } from './registers.ts';
import { discountKind, proposalStatus, servicePriceUnit } from './enums.ts';

/**
 * A quote to a client (DESIGN §5 'Propostas'). 'expirada' is not stored: it is computed from
 * `validade`. Totals are kept in centavos as the domain computes them from the lines.
 */
export const proposals = pgTable(
  'proposals',
  {
    ...numberedRow(),
    status: proposalStatus('status').notNull().default('rascunho'),
    client_id: registerId('client_id', () => clients.id).notNull(),
    property_id: registerId('property_id', () => properties.id),
    crop_id: registerId('crop_id', () => crops.id),
    validade: day('validade').notNull(),
    condicoes_pagamento: text('condicoes_pagamento'),
    /**
     * Billed when approved, in this many monthly installments, instead of per operation
     * concluded: its operations then create no receivable of their own.
     */
    faturar_na_aprovacao: boolean('faturar_na_aprovacao').notNull().default(false),
    parcelas: smallint('parcelas').notNull().default(1),
    observacoes: text('observacoes'),
    desconto_tipo: discountKind('desconto_tipo'),
    /** Centavos for 'valor', percent for 'percentual'. */
    desconto_valor: decimal('desconto_valor', 12, 2),
    subtotal_cents: integer('subtotal_cents').notNull(),
    desconto_cents: integer('desconto_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    enviada_em: at('enviada_em'),
    decidida_em: at('decidida_em'),
    decidida_por: byUser('decidida_por'),
    /** Soft deletion: a deleted draft keeps its number, so numbering has no holes to explain. */
    deleted_at: at('deleted_at'),
    created_by: byUser('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueNumber(t),
    index('proposals_company_status_idx').on(t.company_id, t.status, t.validade),
    index('proposals_client_idx').on(t.client_id),
    check(
      'proposals_totals',
      sql`${t.desconto_cents} >= 0 AND ${t.total_cents} = ${t.subtotal_cents} - ${t.desconto_cents} AND ${t.total_cents} >= 0`,
    ),
  ],
);

/** A line of service: quantity (ha or hours) × price per unit. */
export const proposalLines = pgTable(
  'proposal_lines',
  {
    ...companyRow(),
    proposal_id: parentId('proposal_id', () => proposals.id),
    posicao: smallint('posicao').notNull(),
    service_id: registerId('service_id', () => services.id),
    descricao: text('descricao').notNull(),
    unidade: servicePriceUnit('unidade').notNull(),
    quantidade: decimal('quantidade', 12, 2).notNull(),
    preco_unitario_cents: integer('preco_unitario_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
  },
  (t) => [
    indexOn(t.company_id),
    index('proposal_lines_proposal_idx').on(t.proposal_id, t.posicao),
    index('proposal_lines_service_idx').on(t.service_id),
    check('proposal_lines_quantity_positive', sql`${t.quantidade} > 0`),
    check('proposal_lines_price_non_negative', sql`${t.preco_unitario_cents} >= 0`),
  ],
);
