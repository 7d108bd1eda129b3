import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ProposalAction,
  ProposalStatus,
} from '../../../domain/operations/change-proposals.ts';
import { byUser, users } from './auth.ts';
import { at, createdAt, indexOn, parentId } from './columns.ts';
import { companyRow } from './companies.ts';
import { operations } from './operations.ts';

/**
 * Changes applied once (issue 41, decision 039): each `Idempotency-Key` a member sent, per
 * company and user, with the answer given, written in the transaction of the change itself. A
 * retry with the key is answered from here and changes nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...companyRow(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    /** The request the key was first sent with ('POST /api/operations/…/concluir'). */
    requisicao: text('requisicao').notNull(),
    /** The answer's status and body; set in the same transaction as the claim. */
    status: smallint('status'),
    resposta: jsonb('resposta'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_unique').on(t.company_id, t.user_id, t.chave),
    // The daily pruning deletes every company's keys by age alone (idempotency-pruning.ts).
    indexOn(t.created_at),
  ],
);

/**
 * A change recorded in the field that met the office's (issue 41, decision 039): sent on a
 * version of the operation that is no longer its own, it is kept here, never dropped, until
 * the office or its sender applies or sets it aside.
 */
export const operationChangeProposals = pgTable(
  'operation_change_proposals',
  {
    ...companyRow(),
    operation_id: parentId('operation_id', () => operations.id),
    acao: text('acao').$type<ProposalAction>().notNull(),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
    versao_base: at('versao_base').notNull(),
    versao_atual: at('versao_atual').notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('pendente'),
    proposto_por: byUser('proposto_por'),
    /** Whether its sender was a pilot: applying it then changes only what a pilot may. */
    de_piloto: boolean('de_piloto').notNull(),
    created_at: createdAt(),
    decidido_por: byUser('decidido_por'),
    decidido_em: at('decidido_em'),
  },
  (t) => [
    indexOn(t.company_id),
    index('operation_change_proposals_operation_idx').on(t.operation_id, t.status),
    check('operation_change_proposals_acao', sql`${t.acao} in ('editar', 'iniciar', 'concluir')`),
    check(
      'operation_change_proposals_status',
      sql`${t.status} in ('pendente', 'aplicada', 'descartada')`,
    ),
  ],
);
