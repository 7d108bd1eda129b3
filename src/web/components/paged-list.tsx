import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loaded } from './loaded.tsx';
import { Pagination } from './pagination.tsx';

/** A page of a list as the API answers it. */
type Page<T> = { items: T[]; total: number; pageSize: number };

/**
 * A paged list's states: loading, failed, empty (`empty` says so), or the page (`children`)
 * with the pagination under it.
 */
export function PagedList<T, P extends Page<T>>(props: {
  query: UseQueryResult<P>;
  error: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  children: (page: P) => ReactNode;
}) {
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
