import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One figure of a row of cards (inside a <dl>): its label, the figure, and a note under it;
 * `alert` draws the figure in red (a balance overdue, a loss).
 */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: LucideIcon;
  alert?: boolean;
}) {
  const Icon = props.icon;
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
        {Icon && <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" />}
        {props.label}
      </dt>
      <dd
        className={`mt-1 text-xl font-bold tabular-nums ${props.alert ? 'text-red-700' : 'text-ink-900'}`}
      >
        {props.value}
      </dd>
      {props.note && <dd className="mt-1 text-xs text-ink-600">{props.note}</dd>}
    </div>
  );
}

/** A figure not loaded yet, in a card kept at its size while it loads: a dash in its place. */
export const PendingFigure = () => <span className="text-ink-500">—</span>;
