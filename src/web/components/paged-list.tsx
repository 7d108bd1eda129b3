import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
}

/**
 * A paged list's states: loading, failed, empty (`empty` says so), or the page (`children`)
 * with the pagination under it.
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
