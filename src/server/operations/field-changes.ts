import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ProposalAction } from '../../domain/operations/change-proposals.ts';
import type { OperationInput } from '../../domain/operations/contracts.ts';
import { ERRORS } from '../../domain/messages.ts';
import type { Db } from '../db/database.ts';
import { operationChangeProposals, operations, users } from '../db/schema/index.ts';
import type { Answer } from '../http/idempotency.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { lockedRow } from '../tenancy/locked-row.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { operationDetail, performAction, updateOperation, updatePilotFields } from './service.ts';

/**
 * The field's changes that meet the office's (issue 41, decision 039). A change made offline
 * says which version of the operation it was made on (`If-Match`: the operation's `updated_at`
 * as the sender read it). On that version it is applied; on another, it is kept as a proposal
 * and answered 409 with both versions, until the office or its sender applies or sets it aside.
 */
export const BASE_VERSION_HEADER = 'if-match';

/** The version the change was made on, or null when the request names none. */
export function baseVersion(request: Pick<FastifyRequest, 'headers'>): Date | null {
  const value = request.headers[BASE_VERSION_HEADER];
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value.replace(/^"|"$/g, '') : '';
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime()))
    throw new AppError('VALIDATION_FAILED', {
      [BASE_VERSION_HEADER]: 'Versão da operação inválida.',
    });
  return at;
}

type Change = { id: string; acao: ProposalAction; dados: object; base: Date | null };

/**
 * `apply` when the operation is still at the version the change was made on (or it names none);
 * otherwise the change is kept as a pending proposal and answered 409 with both versions. The
 * operation's row stays locked until the transaction ends, so the office cannot change it
 * between the comparison and the change.
 */
export async function onVersion(
  db: Db,
  actor: Actor,
  change: Change,
  apply: () => Promise<Answer>,
): Promise<Answer> {
  if (change.base === null) return apply();
  await findOperation(db, actor, change.id);
  const current = await lockedRow(db, operations, change.id);
  if (current.updated_at.getTime() === change.base.getTime()) return apply();
  const [row] = await db
    .insert(operationChangeProposals)
    .values({
      company_id: actor.companyId,
      operation_id: change.id,
      acao: change.acao,
      dados: { ...change.dados },
      versao_base: change.base,
      versao_atual: current.updated_at,
      proposto_por: actor.userId,
      de_piloto: actor.role === 'pilot',
    })
    .returning({ id: operationChangeProposals.id });
  const [proposta] = await proposalsWhere(db, eq(operationChangeProposals.id, row!.id));
  return {
    status: ERRORS.OPERATION_CONFLICT.status,
    body: {
      error: { code: 'OPERATION_CONFLICT', message: ERRORS.OPERATION_CONFLICT.message },
      conflito: { proposta, atual: await operationDetail(db, actor, change.id) },
    },
  };
}

async function proposalsWhere(db: Db, where: SQL) {
  const proposer = users.name;
  const rows = await db
    .select({ ...getTableColumns(operationChangeProposals), proposto_por_nome: proposer })
    .from(operationChangeProposals)
    .leftJoin(users, eq(operationChangeProposals.proposto_por, users.id))
    .where(where)
    .orderBy(desc(operationChangeProposals.created_at));
  return rows.map(({ company_id: _company, ...row }) => ({
    ...row,
    versao_base: row.versao_base.toISOString(),
    versao_atual: row.versao_atual.toISOString(),
    created_at: row.created_at.toISOString(),
    decidido_em: row.decidido_em?.toISOString() ?? null,
  }));
}

/** The operation's proposals, newest first (any the actor may see the operation of). */
export async function listProposals(db: Db, actor: Actor, operationId: string) {
  await findOperation(db, actor, operationId);
  return proposalsWhere(db, eq(operationChangeProposals.operation_id, operationId));
}

/**
 * The pending proposal, locked, for the actor to decide: the office, or the member who sent it
 * (another pilot: 403); one already decided: 409.
 */
async function pendingProposal(db: Db, actor: Actor, operationId: string, id: string) {
  await findOperation(db, actor, operationId);
  const row = await lockedRow(db, operationChangeProposals, id);
  if (row.operation_id !== operationId) throw new AppError('NOT_FOUND');
  if (actor.role === 'pilot' && row.proposto_por !== actor.userId) throw new AppError('FORBIDDEN');
  if (row.status !== 'pendente') throw new AppError('CHANGE_PROPOSAL_DECIDED');
  return row;
}

const decided = (db: Db, actor: Actor, id: string, status: 'aplicada' | 'descartada') =>
  db
    .update(operationChangeProposals)
    .set({ status, decidido_por: actor.userId, decidido_em: actor.now })
    .where(eq(operationChangeProposals.id, id));

/**
 * Applies the proposal to the operation as it now stands: an edit sent by a pilot changes only
 * what a pilot may (times, weather, horímetro, notes), whoever applies it; the office's edit is
 * checked as any edit is (a day or aircraft booked anew refused while past due: decision 045);
 * an action is performed with the options it was sent with. Answers the operation as it then
 * reads. A refusal leaves the proposal pending.
 */
export async function applyProposal(
  db: Db,
  actor: Actor,
  ids: { operation: string; proposal: string },
  logo: (db: Db) => Promise<Buffer | null>,
) {
  const proposal = await pendingProposal(db, actor, ids.operation, ids.proposal);
  if (proposal.acao === 'editar') {
    const input = proposal.dados as OperationInput;
    if (proposal.de_piloto) await updatePilotFields(db, actor, ids.operation, input);
    else await updateOperation(db, actor, ids.operation, input);
  } else {
    // The options it was sent with, the Art. 10 justification among them (decision 038).
    const { confirmarClima, justificativaDistancias } = proposal.dados as {
      confirmarClima?: boolean;
      justificativaDistancias?: string;
    };
    await performAction(db, actor, ids.operation, proposal.acao, {
      confirmarClima: confirmarClima ?? false,
      justificativaDistancias,
      logo,
      concludedBy: proposal.proposto_por ?? undefined,
    });
  }
  await decided(db, actor, proposal.id, 'aplicada');
  return operationDetail(db, actor, ids.operation);
}

/** Keeps the office's version: the proposal is marked set aside, never deleted. */
export async function setAsideProposal(
  db: Db,
  actor: Actor,
  ids: { operation: string; proposal: string },
) {
  const proposal = await pendingProposal(db, actor, ids.operation, ids.proposal);
  await decided(db, actor, proposal.id, 'descartada');
  const [row] = await proposalsWhere(db, eq(operationChangeProposals.id, proposal.id));
  return row!;
}
