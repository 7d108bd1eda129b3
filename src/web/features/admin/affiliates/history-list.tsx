import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PagedItems } from '../../../components/paged-list.tsx';
import type { keptQuery } from '../../../lib/fresh-query.ts';

type Page<T> = { items: T[]; total: number; pageSize: number };

/**
 * One of an affiliate's histories in the detail dialog (commissions, companies referred): its
 * title over a paged list, each row drawn by `item` as an `<li>`.
 */
export function HistoryList<T>(props: {
  title: string;
  query: (pagina: number) => ReturnType<typeof keptQuery<Page<T>>>;
  error: string;
  empty: string;
  item: (row: T) => ReactNode;
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
        item={props.item}
      />
    </section>
  );
}
