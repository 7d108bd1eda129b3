import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

/** A service as the server answers it: the office's with its price, a pilot's without. */
const service = (money: boolean) => ({
  id: 's1',
  nome: 'Aplicação líquida',
  unidade_preco: 'ha',
  ...(money && { preco_cents: 4_000 }),
  archived_at: null,
  created_at: '2026-11-01T12:00:00.000Z',
});

describe('/cadastros?aba=servicos: the standard price (decision 034)', () => {
  it.each([
    ['owner', true, 'R$ 40,00 por hectare'],
    ['pilot', false, null],
  ] as const)('%s (sent the price: %s) sees %s', async (role, money, shown) => {
    stubServer({
      '/api/me': signedIn(role),
      '/api/registers/services?pagina=1&situacao=ativos': {
        items: [service(money)],
        total: 1,
        pageSize: 20,
      },
    });
    renderRoute('/cadastros?aba=servicos');
    expect(await screen.findByText('Aplicação líquida')).toBeInTheDocument();
    const price = screen.queryByText(/Preço padrão:/);
    if (shown) expect(price?.parentElement).toHaveTextContent(shown);
    else expect(price).toBeNull();
    // Never an amount made of nothing.
    expect(document.body.textContent).not.toMatch(/R\$\s*(NaN|$|—)/);
  });
});
