import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './searched-pages.ts';

describe('useListFilters', () => {
  it('is filtered once a filter leaves where the list started, a blank search not counting', () => {
    const { result } = renderHook(() => useListFilters({ busca: '', situacao: 'ativos' }));
    expect(result.current.filtered).toBe(false);
    act(() => result.current.change({ busca: '   ' }));
    expect(result.current.filtered).toBe(false);
    act(() => result.current.change({ busca: 'ana' }));
    expect(result.current.filtered).toBe(true);
    act(() => result.current.change({ busca: '', situacao: 'todos' }));
    expect(result.current.filtered).toBe(true);
    act(() => result.current.change({ situacao: 'ativos' }));
    expect(result.current.filtered).toBe(false);
  });

  it('goes back to the first page when a filter changes', () => {
    const { result } = renderHook(() => useListFilters({ busca: '', tipo: '' }));
    act(() => result.current.setPagina(3));
    expect(result.current.pagina).toBe(3);
    act(() => result.current.change({ tipo: 'error' }));
    expect(result.current.pagina).toBe(1);
  });
});
