import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { createRoutes } from '../router.tsx';
import { renderRouter } from './render-with-queries.tsx';

/** Renders the real route table at a path, as the browser would. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return renderRouter(router, queryClient);
}
