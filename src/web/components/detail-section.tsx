import { useId, type ReactNode } from 'react';

/**
 * A titled part of a record's detail (a bill's installments, a payroll run's employees): a
 * section named by its h3 for screen readers, under what precedes it.
 */
export function DetailSection(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="font-bold text-ink-900">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** A row of `DetailRows`: what it is, and its figure (an amount) at the end. */
export interface DetailRow {
  key: string;
  label: ReactNode;
  figure: ReactNode;
}

/** A detail's bordered list of rows, each its label with its figure at the end. */
export function DetailRows(props: { rows: readonly DetailRow[] }) {
  return (
    <ul className="mt-2 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
      {props.rows.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-3 px-3 py-2">
          {row.label}
          <span className="whitespace-nowrap tabular-nums">{row.figure}</span>
        </li>
      ))}
    </ul>
  );
}
