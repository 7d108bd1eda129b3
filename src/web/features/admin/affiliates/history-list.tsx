import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { COMMISSION_STATUS_LABELS } from '../../../../domain/affiliates/values.ts';
import { formatDay } from '../../../../domain/format.ts';
import { PagedItems } from '../../../components/paged-list.tsx';
import type { keptQuery } from '../../../lib/fresh-query.ts';

type Page<T> = { items: T[]; total: number; pageSize: number };

/**
 * One of an affiliate's histories in the detail dialog (commissions, companies referred): its
 * title over a paged list, each row a line of the cells `cells` draws, then its status and day.
 */
export function HistoryList<
  T extends { id: string; status: keyof typeof COMMISSION_STATUS_LABELS; created_at: string },
>(props: {
  title: string;
  query: (pagina: number) => ReturnType<typeof keptQuery<Page<T>>>;
  error: string;
  empty: string;
  cells: (row: T) => ReactNode;
}) {
  const [pagina, setPagina] = useState(1);
  const rows = useQuery(props.query(pagina));
  return (
    <section>
      <h3 className="font-semibold text-ink-900">{props.title}</h3>
      <PagedItems
        query={rows}
        error={props.error}
        empty={<p className="mt-2 text-sm text-ink-600">{props.empty}</p>}
        page={pagina}
        onPage={setPagina}
        className="mt-2 divide-y divide-brand-100 rounded-xl border border-brand-100"
        item={(row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2 text-sm">
            {props.cells(row)}
            <span className="text-ink-700">{COMMISSION_STATUS_LABELS[row.status]}</span>
            <span className="text-ink-600 tabular-nums">{formatDay(row.created_at)}</span>
          </li>
        )}
      />
    </section>
  );
}
