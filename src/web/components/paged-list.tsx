import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { counted } from '../../domain/plural.ts';
import { Loaded } from './loaded.tsx';
import { Pagination } from './pagination.tsx';

/** A page of a list as the API answers it. */
type Page<T> = { items: T[]; total: number; pageSize: number };

/** What every paged list says: its query, what it says when it fails or is empty, its page. */
interface PagedProps<P> {
  query: UseQueryResult<P>;
  error: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Under the page, how many in all: the word for one and for many ('funcionário(s)'). */
  count?: readonly [one: string, many: string];
}

/**
 * A paged list's states: loading, failed, empty (`empty` says so), or the page (`children`),
 * its `count` and the pagination under it.
 */
export function PagedList<T, P extends Page<T>>(
  props: PagedProps<P> & { children: (page: P) => ReactNode },
) {
  return (
    <Loaded query={props.query} error={props.error}>
      {(data) =>
        data.items.length === 0 ? (
          props.empty
        ) : (
          <>
            {props.children(data)}
            {props.count && (
              <p className="mt-2 text-sm text-ink-600">{counted(data.total, ...props.count)}</p>
            )}
            <Pagination
              page={props.page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={props.onPage}
            />
          </>
        )
      }
    </Loaded>
  );
}

/**
 * A `PagedList` whose page is a plain `<ul>` (styled by `className`) of its items, each drawn by
 * `item` as an `<li>` (or a row component) carrying its key.
 */
export function PagedItems<T>(
  props: PagedProps<Page<T>> & {
    className: string;
    item: (item: T, index: number) => ReactNode;
  },
) {
  const { className, item, ...list } = props;
  return (
    <PagedList {...list}>
      {(page) => <ul className={className}>{page.items.map((entry, i) => item(entry, i))}</ul>}
    </PagedList>
  );
}
