import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The query of an answer read afresh on every visit (`staleTime: 0`, where the client's default
 * keeps answers a while): what other screens or other people change while this one is closed.
 */
export function freshQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: () => api<T>(path), staleTime: 0 });
}

/**
 * A `freshQuery` whose answer stays on screen while the next one loads (another page, period
 * or filter), so paging and filtering do not flash.
 */
export function keptQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ ...freshQuery<T>(queryKey, path), placeholderData: keepPreviousData });
}
