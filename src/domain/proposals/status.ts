import { statusMachine } from '../transitions.ts';
import type { ProposalStatus, StoredProposalStatus } from './values.ts';

/**
 * The status people see: a sent proposal whose validity date has passed (in São Paulo's
 * calendar, `today`) is 'expirada' — computed on every read, so no job has to run for it.
 * A draft does not expire: it has not been offered yet.
 */
export function effectiveStatus(
  stored: StoredProposalStatus,
  validade: string,
  today: string,
): ProposalStatus {
  return stored === 'enviada' && validade < today ? 'expirada' : stored;
}

export const PROPOSAL_ACTIONS = ['enviar', 'aprovar', 'recusar'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

/** The stored status an action leads to, or null when it does not apply. */
export const nextProposalStatus = statusMachine<
  ProposalAction,
  ProposalStatus,
  StoredProposalStatus
>({
  // Sending again (a reminder, or after extending the validity) keeps it 'enviada'.
  enviar: { from: ['rascunho', 'enviada', 'expirada'], to: 'enviada' },
  // An expired proposal must have its validity extended (and be sent) before approval.
  aprovar: { from: ['rascunho', 'enviada'], to: 'aprovada' },
  recusar: { from: ['enviada', 'expirada'], to: 'recusada' },
});

/** Approved and refused proposals are closed: they can only be duplicated. */
export const isProposalEditable = (status: ProposalStatus) =>
  status === 'rascunho' || status === 'enviada' || status === 'expirada';
