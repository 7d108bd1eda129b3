import { OPERATION_STATUS_LABELS, type OperationStatus } from '../../domain/operations/values.ts';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../domain/proposals/values.ts';

const tones: Record<OperationStatus | ProposalStatus, string> = {
  agendada: 'bg-brand-50 text-brand-700',
  em_andamento: 'bg-accent-300/30 text-ink-900',
  concluida: 'bg-crop-50 text-crop-700',
  cancelada: 'bg-red-50 text-red-800',
  rascunho: 'bg-slate-100 text-ink-900',
  enviada: 'bg-brand-50 text-brand-700',
  aprovada: 'bg-crop-50 text-crop-700',
  recusada: 'bg-red-50 text-red-800',
  expirada: 'bg-accent-300/30 text-ink-900',
};

const labels: Record<OperationStatus | ProposalStatus, string> = {
  ...OPERATION_STATUS_LABELS,
  ...PROPOSAL_STATUS_LABELS,
};

/** The status of an operation or a proposal as a coloured pill. */
export function StatusBadge({ status }: { status: OperationStatus | ProposalStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {labels[status]}
    </span>
  );
}
