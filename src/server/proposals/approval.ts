import { eq } from 'drizzle-orm';
import { operationInput } from '../../domain/operations/contracts.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { ApproveInput } from '../../domain/proposals/contracts.ts';
import { nextProposalStatus } from '../../domain/proposals/status.ts';
import { billApprovedProposal } from '../accounting/proposal-receivables.ts';
import type { Db } from '../db/database.ts';
import { proposals } from '../db/schema/index.ts';
import { assertSchedulable } from '../fleet/maintenance.ts';
import { AppError } from '../platform/app-error.ts';
import { checkReferences } from '../operations/references.ts';
import { insertNumberedOperation } from '../operations/service.ts';
import { findProposal, linesOf, type ProposalActor } from './find.ts';

/**
 * Approving schedules the work: one operation per line of a registered service (or one for
 * the proposal when no line names a service), on the chosen day, aircraft and pilot, linked to
 * the proposal, and its receivable when it is billed on approval. One transaction with the
 * proposal's row locked: approving twice, or two people at once, creates them once.
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
    // Booking the aircraft: refused while past due unless released for that day (decision 045).
    await assertSchedulable(tx, actor.companyId, input.aircraft_id, input.data);
    for (const operation of inputs) await insertNumberedOperation(tx, actor, operation, id);
    const { now } = actor;
    await tx
      .update(proposals)
      .set({ status: 'aprovada', decidida_em: now, decidida_por: actor.userId, updated_at: now })
      .where(eq(proposals.id, id));
    await billApprovedProposal(tx, actor, row, actor.today, input.aircraft_id);
  });
}
