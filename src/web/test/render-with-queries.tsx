import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders a piece of a page as the app holds it: under a fresh query client (no cache shared
 * between tests) and, given `at`, inside a router at that address ('/admin?aba=afiliados').
 */
export function renderWithQueries(ui: ReactElement, at?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {at === undefined ? ui : <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>}
    </QueryClientProvider>,
  );
}

/**
 * Renders a router under a query client (a fresh one unless given) and hands it back with the
 * view, so that a test reads the address it goes to.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient = createQueryClient(),
) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** A tab alone as the one route at `path` ('/admin'), opened at `at` ('/admin?aba=monitoramento'). */
export const renderAlone = (ui: ReactElement, path: string, at: string) =>
  renderRouter(createMemoryRouter([{ path, element: ui }], { initialEntries: [at] }));
