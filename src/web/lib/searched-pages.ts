import { useState } from 'react';
import { useDebounced } from './debounce.ts';

/**
 * A list searched and paged on the server: the search as typed (`busca`, for the field), the
 * search once typing pauses (`term`, for the query), and the page, back to the first whenever
 * the search changes.
 *
 *   const { busca, setBusca, term, pagina, setPagina } = useSearchedPages();
 *   const list = useQuery(companiesQuery(term, pagina));
 *   <SearchField value={busca} onChange={setBusca} /> … <PagedList page={pagina} onPage={setPagina} />
 */
export function useSearchedPages() {
  const [busca, setTyped] = useState('');
  const [pagina, setPagina] = useState(1);
  const term = useDebounced(busca);
  const setBusca = (value: string) => {
    setTyped(value);
    setPagina(1);
  };
  return { busca, setBusca, term, pagina, setPagina };
}
