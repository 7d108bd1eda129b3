import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api.ts';
import { visitStaleTime } from './page-answers.ts';

/**
 * The query of an answer read afresh on every visit (`staleTime: 0`, where the client's default
 * keeps answers a while): what other screens or other people change while this one is closed.
 * The address is kept in its `meta`: a page rendered by the server with its data is given its
 * answers by address (src/web/prerender.tsx).
 */
export function freshQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: () => api<T>(path),
    staleTime: visitStaleTime,
    meta: { path },
  });
}

/**
 * A `freshQuery` whose answer stays on screen while the next one loads (another page, period
 * or filter), so paging and filtering do not flash.
 */
export function keptQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ ...freshQuery<T>(queryKey, path), placeholderData: keepPreviousData });
}
