import type { QueryKey } from '@tanstack/react-query';
import { withFilters } from './api.ts';
import { keptQuery } from './fresh-query.ts';

/**
 * The query of one page of a server-paged list: `path` asked with `filters` (the blank ones
 * left out, the page named only past the first), read afresh on every visit and the page shown
 * kept until the next arrives (`keptQuery`).
 */
export function pageQuery<P>(
  queryKey: QueryKey,
  path: string,
  filters: Record<string, string | number | undefined>,
  pagina: number,
) {
  return keptQuery<P>(
    queryKey,
    withFilters(path, { ...filters, pagina: pagina > 1 ? pagina : undefined }),
  );
}
