import type { ReactNode } from 'react';

/** One fact of a record, in a <dl>: its label over its value. */
export function Fact(props: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-600 uppercase">{props.label}</dt>
      <dd className="mt-1 whitespace-pre-line text-ink-900">{props.value}</dd>
    </div>
  );
}
