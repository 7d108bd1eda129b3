import type { ReactNode } from 'react';

/** A report on the page: its heading with what acts on it (exports, a period) beside it. */
export function ReportSection(props: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={props.id} className="text-lg font-semibold text-ink-900">
          {props.title}
        </h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}
