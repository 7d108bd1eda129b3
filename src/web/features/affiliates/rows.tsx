import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { COMMISSION_STATUS_LABELS } from '../../../domain/affiliates/values.ts';
import { ColumnList } from '../../components/column-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { Tag } from '../../components/tag.tsx';

// The two lists' markup: a card per row on a phone; from 1024 px the row's parts become the
// cells of one grid under the header's columns (`columns`, a Tailwind grid template).

const STATUS_TONES = {
  pendente: 'warn',
  pago: 'ok',
  convertido: 'ok',
  cancelado: 'muted',
} as const;

/** A commission's or referral's status, as its label ('Pendente', 'Convertido'). */
export function StatusTag({ status }: { status: keyof typeof STATUS_TONES }) {
  return <Tag tone={STATUS_TONES[status]}>{COMMISSION_STATUS_LABELS[status]}</Tag>;
}

function Row(props: { columns: string; children: ReactNode }) {
  return (
    <li
      className={`grid grid-cols-2 gap-x-3 gap-y-1 rounded-2xl border border-brand-100 bg-white p-4 text-sm lg:items-center lg:rounded-none lg:border-0 lg:px-3 lg:py-2.5 ${props.columns}`}
    >
      {props.children}
    </li>
  );
}

/** A cell with its label said on a phone (the header says it from 1024 px). */
export function Cell(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <p className={`text-ink-800 tabular-nums ${props.wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <span className="block text-xs text-ink-600 lg:sr-only">{props.label}</span>
      {props.children}
    </p>
  );
}

/**
 * One of the two lists, a page at a time (`query` of the page, from the first): loading,
 * failed, empty (`empty` says so), or its rows (the `cells` of each) under the header, with the
 * pagination.
 */
export function PagedRows<
  P extends { items: { id: string }[]; total: number; pageSize: number },
  K extends QueryKey,
>(props: {
  query: (page: number) => UseQueryOptions<P, Error, P, K>;
  error: string;
  empty: string;
  columns: string;
  header: string[];
  cells: (row: P['items'][number]) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(props.query(page));
  return (
    <PagedList
      query={query}
      error={props.error}
      empty={<EmptyState>{props.empty}</EmptyState>}
      page={page}
      onPage={setPage}
    >
      {(data) => (
        <ColumnList columns={`lg:grid lg:gap-x-3 ${props.columns}`} header={props.header}>
          {data.items.map((row) => (
            <Row key={row.id} columns={props.columns}>
              {props.cells(row)}
            </Row>
          ))}
        </ColumnList>
      )}
    </PagedList>
  );
}
