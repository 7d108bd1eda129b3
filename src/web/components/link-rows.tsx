import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list whose rows open a record (operations, proposals). */
export function LinkRows(props: { children: ReactNode }) {
  return (
    <ul className="mt-4 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white">
      {props.children}
    </ul>
  );
}

/** A row of LinkRows: its title and detail, and on the right what sums it up. */
export function LinkRow(props: {
  to: string;
  title: ReactNode;
  detail: ReactNode;
  aside: ReactNode;
}) {
  return (
    <li>
      <Link
        to={props.to}
        className="flex flex-col gap-1 px-4 py-3 hover:bg-brand-50/60 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{props.title}</p>
          <p className="text-sm text-ink-600">{props.detail}</p>
        </div>
        <div className="flex shrink-0 items-center gap-3 text-sm text-ink-700">{props.aside}</div>
      </Link>
    </li>
  );
}
