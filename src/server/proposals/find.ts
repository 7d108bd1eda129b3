import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { effectiveStatus } from '../../domain/proposals/status.ts';
import { type ProposalStatus } from '../../domain/proposals/values.ts';
import type { Db } from '../db/database.ts';
import { clients, properties, proposalLines, proposals } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';

/**
 * Who acts, when by the app's clock (what a change is stamped with), and São Paulo's date today
 * (expiry and numbering are counted on it).
 */
export type ProposalActor = { userId: string; companyId: string; now: Date; today: string };

/** The effective status as SQL, for filters and the totals by status. */
export const viewStatus = (today: string) =>
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

export const linesOf = (db: Db, id: string) =>
  db
    .select()
    .from(proposalLines)
    .where(eq(proposalLines.proposal_id, id))
    .orderBy(asc(proposalLines.posicao));

/** Proposals with their client's and property's names beside `fields` (read from any of the three). */
export const selectWithNames = <F extends SelectedFields>(db: Db, fields: F) =>
  db
    .select({ ...fields, cliente: clients.nome, propriedade: properties.nome })
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.client_id))
    .leftJoin(properties, eq(properties.id, proposals.property_id));
