import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS, PROPOSAL_STATUSES } from '../../../domain/proposals/values.ts';
import { users } from './auth.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { clients, crops, properties, servicePriceUnit, services } from './registers.ts';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);

/**
 * A quote to a client (DESIGN §5 'Propostas'). 'expirada' is not stored: it is computed from
 * `validade`. Totals are kept in centavos as the domain computes them from the lines.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sequential per company and year: '2026/0042'. */
    ano: smallint('ano').notNull(),
    sequencia: integer('sequencia').notNull(),
    status: proposalStatus('status').notNull().default('rascunho'),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    property_id: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    crop_id: uuid('crop_id').references(() => crops.id, { onDelete: 'restrict' }),
    validade: date('validade', { mode: 'string' }).notNull(),
    condicoes_pagamento: text('condicoes_pagamento'),
    observacoes: text('observacoes'),
    desconto_tipo: discountKind('desconto_tipo'),
    /** Centavos for 'valor', percent for 'percentual'. */
    desconto_valor: numeric('desconto_valor', { precision: 12, scale: 2, mode: 'number' }),
    subtotal_cents: integer('subtotal_cents').notNull(),
    desconto_cents: integer('desconto_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    enviada_em: at('enviada_em'),
    decidida_em: at('decidida_em'),
    decidida_por: text('decidida_por').references(() => users.id, { onDelete: 'set null' }),
    /** Soft deletion: a deleted draft keeps its number, so numbering has no holes to explain. */
    deleted_at: at('deleted_at'),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('proposals_company_number_unique').on(t.company_id, t.ano, t.sequencia),
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
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    proposal_id: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    posicao: smallint('posicao').notNull(),
    service_id: uuid('service_id').references(() => services.id, { onDelete: 'restrict' }),
    descricao: text('descricao').notNull(),
    unidade: servicePriceUnit('unidade').notNull(),
    quantidade: numeric('quantidade', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    preco_unitario_cents: integer('preco_unitario_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
  },
  (t) => [
    index('proposal_lines_company_id_idx').on(t.company_id),
    index('proposal_lines_proposal_idx').on(t.proposal_id, t.posicao),
    index('proposal_lines_service_idx').on(t.service_id),
    check('proposal_lines_quantity_positive', sql`${t.quantidade} > 0`),
    check('proposal_lines_price_non_negative', sql`${t.preco_unitario_cents} >= 0`),
  ],
);
