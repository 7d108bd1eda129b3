import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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
