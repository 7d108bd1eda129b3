import { OPERATION_STATUS_LABELS, type OperationStatus } from '../../domain/operations/values.ts';

const tones: Record<OperationStatus, string> = {
  agendada: 'bg-brand-50 text-brand-700',
  em_andamento: 'bg-accent-300/30 text-ink-900',
  concluida: 'bg-crop-50 text-crop-700',
  cancelada: 'bg-red-50 text-red-800',
};

export function StatusBadge({ status }: { status: OperationStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[status]}`}>
      {OPERATION_STATUS_LABELS[status]}
    </span>
  );
}
