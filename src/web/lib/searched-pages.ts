import { useState } from 'react';
import { useDebounced } from './debounce.ts';

/**
 * A list filtered and paged on the server: the filters as chosen (for the fields), the filters
 * to ask with (the search once typing pauses), and the page, back to the first whenever a
 * filter changes; `filtered` says whether any filter is away from where the list started (a
 * search of blanks is none), for the empty list's message.
 *
 *   const { filters, change, asked, pagina, setPagina } = useListFilters({ busca: '', tipo: '' });
 *   const list = useQuery(clientErrorsQuery(asked, pagina));
 */
export function useListFilters<F extends { busca: string }>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [pagina, setPagina] = useState(1);
  const busca = useDebounced(filters.busca);
  const change = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPagina(1);
  };
  const filtered = (Object.keys(initial) as (keyof F)[]).some((key) =>
    key === 'busca' ? filters.busca.trim() !== initial.busca.trim() : filters[key] !== initial[key],
  );
  return { filters, change, asked: { ...filters, busca }, filtered, pagina, setPagina };
}

/**
 * A list searched and paged on the server, with no other filter: the search as typed (`busca`),
 * the search once typing pauses (`term`) and the page (see `useListFilters`).
 */
export function useSearchedPages() {
  const { filters, change, asked, pagina, setPagina } = useListFilters({ busca: '' });
  const setBusca = (busca: string) => change({ busca });
  return { busca: filters.busca, setBusca, term: asked.busca, pagina, setPagina };
}
