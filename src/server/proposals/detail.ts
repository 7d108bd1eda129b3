import { and, asc, eq } from 'drizzle-orm';
import { documentNumber } from '../../domain/numbering.ts';
import { proposalMessage } from '../../domain/proposals/texts.ts';
import { whatsappLink } from '../../domain/whatsapp.ts';
import type { Db } from '../db/database.ts';
import { numberOf } from '../db/numbered.ts';
import { clients, crops, operations, properties, proposals } from '../db/schema/index.ts';
import { findProposal, linesOf, selectWithNames, type ProposalActor } from './find.ts';

/** Everything the proposal page, the PDF and the e-mail show. */
export async function proposalDetail(db: Db, actor: ProposalActor, id: string) {
  const { row, status } = await findProposal(db, actor, id);
  const [names] = await selectWithNames(db, {
    cliente_email: clients.email,
    cliente_telefone: clients.telefone,
    cliente_documento: clients.documento,
    municipio: properties.municipio,
    uf: properties.uf,
    cultura: crops.nome,
  })
    .leftJoin(crops, eq(crops.id, proposals.crop_id))
    .where(eq(proposals.id, id));
  const [lines, scheduled] = await Promise.all([
    linesOf(db, id),
    db
      .select({
        id: operations.id,
        numero: numberOf(operations),
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
    operacoes: scheduled.map((operation) => ({
      ...operation,
      numero: documentNumber(operation.numero),
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
