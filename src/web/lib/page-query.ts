import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, withFilters } from './api.ts';

/**
 * The query of one page of a server-paged list: `path` asked with `filters` (the blank ones
 * left out, the page named only past the first), read afresh on every visit (`staleTime: 0`)
 * and the page shown kept until the next arrives, so paging and searching do not flash.
 */
export function pageQuery<P>(
  queryKey: QueryKey,
  path: string,
  filters: Record<string, string | number | undefined>,
  pagina: number,
) {
  return queryOptions({
    queryKey,
    queryFn: () =>
      api<P>(withFilters(path, { ...filters, pagina: pagina > 1 ? pagina : undefined })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
