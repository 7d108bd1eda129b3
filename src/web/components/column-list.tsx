import type { ReactNode } from 'react';

/** A column's title in a `ColumnList`'s header; `right` aligns it over figures. */
export type ColumnTitle = string | { label: string; right: true };

/**
 * A list drawn once for both widths: a card per row on a phone; from 1024 px the rows' parts
 * become the cells of one grid under the header's titles (`columns`, the Tailwind classes of
 * that grid, which each row's `<li>` takes too). `children` are the rows.
 */
export function ColumnList(props: {
  columns: string;
  header: readonly ColumnTitle[];
  children: ReactNode;
}) {
  return (
    <div className="mt-4 lg:rounded-2xl lg:border lg:border-brand-100 lg:bg-white">
      <div
        aria-hidden="true"
        className={`hidden border-b border-brand-100 px-3 py-2 text-xs font-medium text-ink-600 uppercase ${props.columns}`}
      >
        {props.header.map((title, i) =>
          typeof title === 'string' ? (
            <span key={i}>{title}</span>
          ) : (
            <span key={i} className="text-right">
              {title.label}
            </span>
          ),
        )}
      </div>
      <ul className="space-y-2 lg:space-y-0 lg:divide-y lg:divide-brand-100">{props.children}</ul>
    </div>
  );
}
