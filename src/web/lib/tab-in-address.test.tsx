import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabInAddress } from './tab-in-address.ts';

const PANELS = [
  { key: 'saude', label: 'Saúde' },
  { key: 'erros', label: 'Erros' },
] as const;

function inAddress(url: string, param?: string, within?: string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ tab: useTabInAddress(PANELS, param, within), search: useLocation().search }),
    { wrapper },
  );
}

describe('useTabInAddress', () => {
  it.each([
    ['/admin', 'saude'],
    ['/admin?aba=erros', 'erros'],
    ['/admin?aba=outra', 'saude'],
  ])('opens %s on %s (the first tab when the address names none it knows)', (url, open) => {
    expect(inAddress(url).result.current.tab[0]).toBe(open);
  });

  it("a page's tab starts the address afresh: the left tab's parameters go", () => {
    const { result } = inAddress('/admin?aba=saude&painel=x&pagina=3');
    act(() => result.current.tab[1]('erros'));
    expect(result.current.search).toBe('?aba=erros');
  });

  it("a tab inside a page's tab keeps the page's parameter", () => {
    const { result } = inAddress('/admin?aba=monitoramento&painel=saude&pagina=2', 'painel', [
      'aba',
    ]);
    act(() => result.current.tab[1]('erros'));
    expect(result.current.search).toBe('?aba=monitoramento&painel=erros');
    expect(result.current.tab[0]).toBe('erros');
  });
});
