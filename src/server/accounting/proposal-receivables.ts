import { and, eq, isNull } from 'drizzle-orm';
import { dueDateFromTerms } from '../../domain/accounting/installments.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { Db } from '../db/database.ts';
import { clients, financeTitles, type proposals } from '../db/schema/index.ts';
import { categoryOf, createTitle, type Writer } from './title-writes.ts';

/** Whether the proposal's receivable (billed on approval) stands: its operations bill nothing. */
export async function billedOnApproval(tx: Db, proposalId: string) {
  const [billed] = await tx
    .select({ id: financeTitles.id })
    .from(financeTitles)
    .where(and(eq(financeTitles.proposal_id, proposalId), isNull(financeTitles.cancelado_at)));
  return Boolean(billed);
}

/**
 * Rule 3 (decision 014): a proposal approved with `faturar_na_aprovacao` becomes one
 * receivable of its total, in `parcelas` monthly installments, the first due by the client's
 * payment terms from the approval date (its competência too); its operations then bill
 * nothing of their own. Once: the approval holds the proposal's row locked, and an active
 * receivable of the proposal is never written twice (a partial unique index backs it).
 */
export async function billApprovedProposal(
  tx: Db,
  by: Writer,
  proposal: typeof proposals.$inferSelect,
  approvedOn: string,
  aircraftId: string | null,
) {
  if (!proposal.faturar_na_aprovacao || proposal.total_cents <= 0) return;
  if (await billedOnApproval(tx, proposal.id)) return;
  const [client] = await tx.select().from(clients).where(eq(clients.id, proposal.client_id));
  const numero = documentNumber(proposal);
  await createTitle(tx, by, {
    lado: 'receber',
    origem: 'proposta',
    descricao: `Proposta ${numero} — ${client!.nome}`,
    category_id: await categoryOf(tx, by, 'servicos'),
    client_id: proposal.client_id,
    aircraft_id: aircraftId,
    documento: numero,
    competencia: approvedOn,
    total_cents: proposal.total_cents,
    proposal_id: proposal.id,
    plan: {
      // Never more installments than centavos: each must be worth at least one.
      parcelas: Math.min(proposal.parcelas, proposal.total_cents),
      primeiro_vencimento: dueDateFromTerms(
        approvedOn,
        client!.condicao_pagamento,
        client!.vencimento_fixo,
      ),
    },
  });
}
