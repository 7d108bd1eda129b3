import type { ReactNode } from 'react';

/** What an empty list says instead, with a way to start it (a first record, say). */
export function EmptyState(props: { icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-8 text-center text-ink-700">
      {props.icon}
      <p className={props.icon ? 'mt-2' : undefined}>{props.children}</p>
      {props.action && <div className="mt-4">{props.action}</div>}
    </div>
  );
}
