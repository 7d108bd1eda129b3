import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuery } from './page-query.ts';

afterEach(() => vi.unstubAllGlobals());

/** The address `pageQuery` asks for the given page and filters. */
async function asked(filters: Record<string, string>, pagina: number) {
  const fetchMock = vi.fn(
    async (_url: string) => new Response('{"items":[],"total":0,"pageSize":20}'),
  );
  vi.stubGlobal('fetch', fetchMock);
  await new QueryClient().fetchQuery(pageQuery(['x', pagina], '/api/coisas', filters, pagina));
  return fetchMock.mock.calls[0]![0];
}

describe('pageQuery', () => {
  it.each([
    [{ busca: 'soja', status: '' }, 1, '/api/coisas?busca=soja'],
    [{ busca: '', status: 'ativo' }, 3, '/api/coisas?status=ativo&pagina=3'],
  ])('asks %o page %i as %s: blank filters and the first page left out', async (f, p, url) => {
    expect(await asked(f, p)).toBe(url);
  });
});
