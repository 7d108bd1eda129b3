import type { ReactNode } from 'react';

/** A page's title, with its actions (a new record, a link back) beside it. */
export function PageHeader(props: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-ink-900">{props.title}</h1>
      {props.children}
    </div>
  );
}
