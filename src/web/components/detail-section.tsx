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
