import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What an empty list says instead, under its icon (drawn here, so every empty list looks the
 * same), with a way to start it (a first record, say).
 */
export function EmptyState(props: { icon?: LucideIcon; children: ReactNode; action?: ReactNode }) {
  const Icon = props.icon;
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-8 text-center text-ink-700">
      {Icon && <Icon className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />}
      <p className={Icon ? 'mt-2' : undefined}>{props.children}</p>
      {props.action && <div className="mt-4">{props.action}</div>}
    </div>
  );
}
