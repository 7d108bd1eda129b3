import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../domain/dashboard/contracts.ts';
import { api } from './api.ts';

/** GET /api/dashboard: started by the route's loader, read by the page. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<Dashboard>('/api/dashboard'),
  meta: { path: '/api/dashboard' },
});
