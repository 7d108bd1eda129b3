import type { ReactNode } from 'react';

/**
 * One fact of a record, in a <dl>: its label over its value, in a <div> directly in the list (a
 * <dl> holds only such groups; `className` places it in the list's grid).
 */
export function Fact(props: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={props.className}>
      <dt className="text-xs font-medium text-ink-600 uppercase">{props.label}</dt>
      <dd className="mt-1 whitespace-pre-line text-ink-900">{props.value}</dd>
    </div>
  );
}
