import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { withFilters } from './api.ts';
import { freshQuery } from './fresh-query.ts';

/**
 * The query of one page of a server-paged list: `path` asked with `filters` (the blank ones
 * left out, the page named only past the first), read afresh on every visit (`freshQuery`)
 * and the page shown kept until the next arrives, so paging and searching do not flash.
 */
export function pageQuery<P>(
  queryKey: QueryKey,
  path: string,
  filters: Record<string, string | number | undefined>,
  pagina: number,
) {
  return queryOptions({
    ...freshQuery<P>(
      queryKey,
      withFilters(path, { ...filters, pagina: pagina > 1 ? pagina : undefined }),
    ),
    placeholderData: keepPreviousData,
  });
}
