import type { ReactNode } from 'react';
import { formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';

/**
 * A report's table in its box: on a phone the table scrolls sideways inside it (never the page),
 * and the box takes focus so the keyboard scrolls it too. Figures use tabular digits.
 */
export function ReportTable(props: { caption: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={props.caption}
      className="overflow-x-auto rounded-2xl border border-brand-100 bg-white"
    >
      <table className="w-full text-sm whitespace-nowrap tabular-nums">
        <caption className="sr-only">{props.caption}</caption>
        {props.children}
      </table>
    </div>
  );
}

/**
 * The columns' names: the first (what a row is) on the left, the figures' on the right. `wrap`:
 * a name may break between its words, so a wide table's columns are as narrow as their figures.
 */
export function ReportHead({ columns, wrap }: { columns: string[]; wrap?: boolean }) {
  return (
    <thead className="bg-brand-50 text-ink-700">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={`px-3 py-2 align-bottom font-semibold ${index === 0 ? 'text-left' : 'text-right'} ${wrap ? 'whitespace-normal' : ''}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What a row is, as its first cell. */
export function RowHead({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-medium text-ink-900">
      {children}
    </th>
  );
}

/** A figure's cell, right-aligned. */
export function Figure(props: { children: ReactNode; strong?: boolean }) {
  return (
    <td className={`px-3 py-2 text-right ${props.strong ? 'font-semibold text-ink-900' : ''}`}>
      {props.children}
    </td>
  );
}

/**
 * An amount in reais; null (nothing to divide by) is '—'; `signed`: red below zero; `bare`:
 * without 'R$' (a wide table whose header says it).
 */
export function Money(props: {
  cents: number | null;
  strong?: boolean;
  signed?: boolean;
  bare?: boolean;
}) {
  const { cents } = props;
  const tone = props.signed && cents !== null && cents < 0 ? 'text-red-700' : '';
  const text = cents === null ? '—' : props.bare ? formatDecimal(cents / 100) : formatBRL(cents);
  return (
    <Figure strong={props.strong}>
      <span className={tone}>{text}</span>
    </Figure>
  );
}
