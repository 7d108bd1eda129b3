import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import type { ProposalInput } from '../../domain/proposals/contracts.ts';
import {
  isProposalEditable,
  nextProposalStatus,
  type ProposalAction,
} from '../../domain/proposals/status.ts';
import { lineTotalCents, proposalTotals } from '../../domain/proposals/totals.ts';
import { DEFAULT_VALIDITY_DAYS } from '../../domain/proposals/values.ts';
import type { Db } from '../db/database.ts';
import { insertNumbered } from '../db/numbered.ts';
import { clients, crops, proposalLines, proposals, services } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { ownedIds, owns, propertyProblem } from '../registers/ownership.ts';
import { findProposal, linesOf, type ProposalActor } from './find.ts';

const NUMBER_CONSTRAINT = 'proposals_company_number_unique';

/** Client, property (of that client), crop and the services of the lines are the company's. */
async function checkProposalReferences(db: Db, companyId: string, input: ProposalInput) {
  const fields: Record<string, string> = {};
  if (!(await owns(db, clients, companyId, input.client_id)))
    fields.client_id = 'Cliente não encontrado.';
  if (input.property_id) {
    const property = await propertyProblem(
      db,
      companyId,
      input.property_id,
      input.client_id,
      'cliente',
    );
    if (property) fields.property_id = property;
  }
  if (input.crop_id && !(await owns(db, crops, companyId, input.crop_id)))
    fields.crop_id = 'Cultura não encontrada.';
  const found = await ownedIds(
    db,
    services,
    companyId,
    input.linhas.flatMap((line) => (line.service_id ? [line.service_id] : [])),
  );
  input.linhas.forEach((line, index) => {
    if (line.service_id && !found.has(line.service_id))
      fields[`linhas.${index}.service_id`] = 'Serviço não encontrado.';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}

function columnsOf(input: ProposalInput) {
  const { linhas, ...columns } = input;
  const totals = proposalTotals(linhas, { tipo: input.desconto_tipo, valor: input.desconto_valor });
  return { columns: { ...columns, ...totals }, linhas };
}

async function writeLines(tx: Db, companyId: string, proposalId: string, input: ProposalInput) {
  await tx.delete(proposalLines).where(eq(proposalLines.proposal_id, proposalId));
  await tx.insert(proposalLines).values(
    input.linhas.map((line, index) => ({
      ...line,
      company_id: companyId,
      proposal_id: proposalId,
      posicao: index + 1,
      total_cents: lineTotalCents(line),
    })),
  );
}

async function insertProposal(db: Db, actor: ProposalActor, input: ProposalInput) {
  const { columns } = columnsOf(input);
  const numbering = { table: proposals, constraint: NUMBER_CONSTRAINT };
  return insertNumbered(db, numbering, actor, actor.today, async (tx, numbered) => {
    const [row] = await tx
      .insert(proposals)
      .values({ ...columns, ...numbered })
      .returning();
    await writeLines(tx, actor.companyId, row!.id, input);
    return row!;
  });
}

export async function createProposal(db: Db, actor: ProposalActor, input: ProposalInput) {
  await checkProposalReferences(db, actor.companyId, input);
  return insertProposal(db, actor, input);
}

/** Drafts, sent and expired proposals can be edited; approved and refused ones cannot. */
export async function updateProposal(
  db: Db,
  actor: ProposalActor,
  id: string,
  input: ProposalInput,
) {
  const { status } = await findProposal(db, actor, id);
  if (!isProposalEditable(status)) throw new AppError('PROPOSAL_CLOSED');
  await checkProposalReferences(db, actor.companyId, input);
  const { columns } = columnsOf(input);
  await db.transaction(async (tx) => {
    // The status in the WHERE: an approval that landed meanwhile wins and the edit is refused.
    const updated = await tx
      .update(proposals)
      .set({ ...columns, updated_at: actor.now })
      .where(and(eq(proposals.id, id), inArray(proposals.status, ['rascunho', 'enviada'])))
      .returning({ id: proposals.id });
    if (updated.length === 0) throw new AppError('PROPOSAL_CLOSED');
    await writeLines(tx, actor.companyId, id, input);
  });
}

/** A new draft with the same client, lines and terms, valid for the default period. */
export async function duplicateProposal(db: Db, actor: ProposalActor, id: string) {
  const { row } = await findProposal(db, actor, id);
  const lines = await linesOf(db, id);
  return insertProposal(db, actor, {
    client_id: row.client_id,
    property_id: row.property_id,
    crop_id: row.crop_id,
    validade: addDays(actor.today, DEFAULT_VALIDITY_DAYS),
    condicoes_pagamento: row.condicoes_pagamento,
    faturar_na_aprovacao: row.faturar_na_aprovacao,
    parcelas: row.parcelas,
    observacoes: row.observacoes,
    desconto_tipo: row.desconto_tipo,
    desconto_valor: row.desconto_valor,
    linhas: lines.map(({ service_id, descricao, unidade, quantidade, preco_unitario_cents }) => ({
      service_id,
      descricao,
      unidade,
      quantidade,
      preco_unitario_cents,
    })),
  });
}

/** Soft deletion of a proposal that scheduled nothing (an approved one keeps its history). */
export async function deleteProposal(db: Db, actor: ProposalActor, id: string) {
  const { status } = await findProposal(db, actor, id);
  if (status === 'aprovada') throw new AppError('PROPOSAL_CLOSED');
  await db
    .update(proposals)
    .set({ deleted_at: actor.now, updated_at: actor.now })
    .where(and(eq(proposals.id, id), sql`${proposals.status} <> 'aprovada'`));
}

/** Sending (by e-mail or marked as sent after WhatsApp) and refusing. */
export async function changeStatus(
  db: Db,
  actor: ProposalActor,
  id: string,
  action: Exclude<ProposalAction, 'aprovar'>,
) {
  const { row, status } = await findProposal(db, actor, id);
  const target = nextProposalStatus(status, action);
  if (!target) throw new AppError('PROPOSAL_ACTION_INVALID');
  const { now } = actor;
  const moved = await db
    .update(proposals)
    .set({
      status: target,
      ...(action === 'enviar'
        ? { enviada_em: now }
        : { decidida_em: now, decidida_por: actor.userId }),
      updated_at: now,
    })
    .where(and(eq(proposals.id, id), eq(proposals.status, row.status)))
    .returning({ id: proposals.id });
  if (moved.length === 0) throw new AppError('PROPOSAL_ACTION_INVALID');
}
