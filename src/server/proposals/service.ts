import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import { operationInput } from '../../domain/operations/contracts.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type {
  ApproveInput,
  ProposalInput,
  ProposalListQuery,
} from '../../domain/proposals/contracts.ts';
import {
  effectiveStatus,
  isProposalEditable,
  nextProposalStatus,
  type ProposalAction,
} from '../../domain/proposals/status.ts';
import { proposalMessage } from '../../domain/proposals/texts.ts';
import { whatsappLink } from '../../domain/whatsapp.ts';
import { lineTotalCents, proposalTotals } from '../../domain/proposals/totals.ts';
import {
  DEFAULT_VALIDITY_DAYS,
  PROPOSALS_PAGE_SIZE,
  PROPOSAL_VIEW_STATUSES,
  type ProposalStatus,
} from '../../domain/proposals/values.ts';
import type { Db } from '../db/database.ts';
import { insertNumbered } from '../db/numbered.ts';
import {
  clients,
  crops,
  operations,
  properties,
  proposalLines,
  proposals,
  services,
} from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { ownedIds, owns, propertyProblem } from '../registers/ownership.ts';
import { checkReferences } from '../operations/references.ts';
import { insertNumberedOperation } from '../operations/service.ts';

/** Who acts, and São Paulo's date today (expiry and numbering are counted on it). */
export type ProposalActor = { userId: string; companyId: string; today: string };

const NUMBER_CONSTRAINT = 'proposals_company_number_unique';

/** The effective status as SQL, for filters and the totals by status. */
const viewStatus = (today: string) =>
  sql<ProposalStatus>`case when ${proposals.status} = 'enviada' and ${proposals.validade} < ${today} then 'expirada' else ${proposals.status}::text end`;

/** The company's proposal (404 for another company's id or a deleted one). */
export async function findProposal(db: Db, actor: ProposalActor, id: string, lock = false) {
  const query = db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.id, id),
        eq(proposals.company_id, actor.companyId),
        isNull(proposals.deleted_at),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return { row, status: effectiveStatus(row.status, row.validade, actor.today) };
}

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
  const ano = Number(actor.today.slice(0, 4));
  const numbering = {
    table: proposals,
    constraint: NUMBER_CONSTRAINT,
    companyId: actor.companyId,
    ano,
  };
  return insertNumbered(db, numbering, async (tx, sequencia) => {
    const [row] = await tx
      .insert(proposals)
      .values({ ...columns, company_id: actor.companyId, ano, sequencia, created_by: actor.userId })
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
      .set({ ...columns, updated_at: new Date() })
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
    .set({ deleted_at: new Date() })
    .where(and(eq(proposals.id, id), sql`${proposals.status} <> 'aprovada'`));
}

const linesOf = (db: Db, id: string) =>
  db
    .select()
    .from(proposalLines)
    .where(eq(proposalLines.proposal_id, id))
    .orderBy(asc(proposalLines.posicao));

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
  const now = new Date();
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

/**
 * Approving schedules the work: one operation per line of a registered service (or one for
 * the proposal when no line names a service), on the chosen day, aircraft and pilot, linked to
 * the proposal. One transaction with the proposal's row locked: approving twice, or two
 * people at once, creates the operations once.
 */
export async function approveProposal(
  db: Db,
  actor: ProposalActor,
  id: string,
  input: ApproveInput,
) {
  await db.transaction(async (tx) => {
    const { row, status } = await findProposal(tx, actor, id, true);
    if (status === 'aprovada') return; // already done: nothing twice
    if (status === 'expirada')
      throw new AppError(
        'PROPOSAL_ACTION_INVALID',
        { validade: 'Proposta expirada: atualize a validade antes de aprovar.' },
        'Proposta expirada: atualize a validade antes de aprovar.',
      );
    if (!nextProposalStatus(status, 'aprovar')) throw new AppError('PROPOSAL_ACTION_INVALID');
    const propertyId = row.property_id ?? input.property_id;
    if (!propertyId)
      throw new AppError('VALIDATION_FAILED', {
        property_id: 'Selecione a propriedade onde será feita a aplicação.',
      });
    const lines = await linesOf(tx, id);
    const jobs = lines.filter((line) => line.service_id);
    const base = {
      client_id: row.client_id,
      property_id: propertyId,
      crop_id: row.crop_id,
      data: input.data,
      aircraft_id: input.aircraft_id,
      pilot_id: input.pilot_id,
    };
    const inputs = (jobs.length ? jobs : [null]).map((line) =>
      // The operation form's own schema fills what a proposal does not know (all empty).
      operationInput.parse({
        ...base,
        service_id: line?.service_id ?? null,
        area_ha: line?.unidade === 'ha' ? line.quantidade : null,
        preco_unitario_cents: line?.preco_unitario_cents ?? null,
        observacoes: `Proposta ${documentNumber(row)}${line ? ` · ${line.descricao}` : ''}`,
      }),
    );
    await checkReferences(tx, actor.companyId, inputs[0]!);
    for (const operation of inputs) await insertNumberedOperation(tx, actor, operation, id);
    const now = new Date();
    await tx
      .update(proposals)
      .set({ status: 'aprovada', decidida_em: now, decidida_por: actor.userId, updated_at: now })
      .where(eq(proposals.id, id));
  });
}

/** Everything the proposal page, the PDF and the e-mail show. */
export async function proposalDetail(db: Db, actor: ProposalActor, id: string) {
  const { row, status } = await findProposal(db, actor, id);
  const [names] = await db
    .select({
      cliente: clients.nome,
      cliente_email: clients.email,
      cliente_telefone: clients.telefone,
      cliente_documento: clients.documento,
      propriedade: properties.nome,
      municipio: properties.municipio,
      uf: properties.uf,
      cultura: crops.nome,
    })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.client_id))
    .leftJoin(properties, eq(properties.id, proposals.property_id))
    .leftJoin(crops, eq(crops.id, proposals.crop_id))
    .where(eq(proposals.id, id));
  const [lines, scheduled] = await Promise.all([
    linesOf(db, id),
    db
      .select({
        id: operations.id,
        ano: operations.ano,
        sequencia: operations.sequencia,
        data: operations.data,
        status: operations.status,
      })
      .from(operations)
      .where(and(eq(operations.proposal_id, id), eq(operations.company_id, actor.companyId)))
      .orderBy(asc(operations.sequencia)),
  ]);
  const numero = documentNumber(row);
  const { company_id: _company, deleted_at: _deleted, ...columns } = row;
  return {
    proposal: {
      ...columns,
      numero,
      status,
      enviada_em: row.enviada_em?.toISOString() ?? null,
      decidida_em: row.decidida_em?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    },
    ...names!,
    linhas: lines.map(({ company_id: _c, proposal_id: _p, ...line }) => line),
    operacoes: scheduled.map(({ ano, sequencia, ...operation }) => ({
      ...operation,
      numero: documentNumber({ ano, sequencia }),
    })),
  };
}

export type ProposalDetail = Awaited<ReturnType<typeof proposalDetail>>;

/** The share texts, with the company's name. */
export function shareOf(detail: ProposalDetail, companyName: string) {
  const message = proposalMessage({
    numero: detail.proposal.numero,
    companyName,
    clientName: detail.cliente,
    totalCents: detail.proposal.total_cents,
    validade: detail.proposal.validade,
  });
  return { mensagem: message, whatsapp: whatsappLink(detail.cliente_telefone, message) };
}

/** `/propostas`: status filter, search by client, 25 a page, and count and total per status. */
export async function listProposals(db: Db, actor: ProposalActor, query: ProposalListQuery) {
  const base: (SQL | undefined)[] = [
    eq(proposals.company_id, actor.companyId),
    isNull(proposals.deleted_at),
  ];
  if (query.busca) {
    const pattern = `%${query.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.push(ilike(clients.nome, pattern));
  }
  const status = viewStatus(actor.today);
  const filtered = query.status ? [...base, sql`${status} = ${query.status}`] : base;
  const [rows, [counted], byStatus] = await Promise.all([
    db
      .select({
        id: proposals.id,
        ano: proposals.ano,
        sequencia: proposals.sequencia,
        status,
        validade: proposals.validade,
        total_cents: proposals.total_cents,
        created_at: proposals.created_at,
        cliente: clients.nome,
        propriedade: properties.nome,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.client_id))
      .leftJoin(properties, eq(properties.id, proposals.property_id))
      .where(and(...filtered))
      .orderBy(desc(proposals.ano), desc(proposals.sequencia))
      .limit(PROPOSALS_PAGE_SIZE)
      .offset((query.pagina - 1) * PROPOSALS_PAGE_SIZE),
    db
      .select({ count: count() })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.client_id))
      .where(and(...filtered)),
    db
      .select({
        status,
        count: count(),
        total: sql<number>`coalesce(sum(${proposals.total_cents}), 0)::float8`,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.client_id))
      .where(and(...base))
      .groupBy(sql`1`), // by position: the date parameter makes the expression unequal to itself
  ]);
  const totals = Object.fromEntries(
    PROPOSAL_VIEW_STATUSES.map((s) => {
      const found = byStatus.find((row) => row.status === s);
      return [s, { count: found?.count ?? 0, total_cents: found?.total ?? 0 }];
    }),
  ) as Record<ProposalStatus, { count: number; total_cents: number }>;
  return {
    items: rows.map(({ ano, sequencia, created_at, ...row }) => ({
      ...row,
      numero: documentNumber({ ano, sequencia }),
      created_at: created_at.toISOString(),
    })),
    total: counted?.count ?? 0,
    totals,
    pageSize: PROPOSALS_PAGE_SIZE,
  };
}
