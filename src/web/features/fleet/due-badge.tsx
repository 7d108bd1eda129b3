import { DUE_STATE_LABELS, type DueState } from '../../../domain/fleet/values.ts';

const tones: Record<DueState, string> = {
  em_dia: 'bg-crop-50 text-crop-700',
  alerta: 'bg-accent-300/30 text-ink-900',
  vencida: 'bg-red-50 text-red-800',
};

/** An aircraft's maintenance state as a coloured pill. */
export function DueBadge({ state }: { state: DueState }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${tones[state]}`}
    >
      {DUE_STATE_LABELS[state]}
    </span>
  );
}
