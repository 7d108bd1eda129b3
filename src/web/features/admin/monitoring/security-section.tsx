import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedItems } from '../../../components/paged-list.tsx';
import { securityListQuery, type SecurityList } from './api.ts';

type Page<T> = { items: T[]; total: number; pageSize: number };

/** One of the security dashboard's lists: its first page (10 or 12), read again as §7 says. */
export function SecuritySection<T extends { id: string }>(props: {
  list: SecurityList;
  title: string;
  description: string;
  empty: string;
  /** One item's line. */
  row: (item: T) => ReactNode;
}) {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(securityListQuery<Page<T>>(props.list, pagina));
  const id = `seguranca-${props.list}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-4">
      <h3 id={id} className="font-bold text-ink-900">
        {props.title}
      </h3>
      <p className="text-sm text-ink-600">{props.description}</p>
      <PagedItems
        query={query}
        error={`Não foi possível carregar: ${props.title.toLowerCase()}. Tente novamente.`}
        empty={<EmptyState>{props.empty}</EmptyState>}
        page={pagina}
        onPage={setPagina}
        className="mt-3 divide-y divide-brand-100"
        item={(item) => (
          <li key={item.id} className="py-2.5">
            {props.row(item)}
          </li>
        )}
      />
    </section>
  );
}
