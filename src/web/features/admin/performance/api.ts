import { queryOptions } from '@tanstack/react-query';
import type {
  SystemReport,
  VitalsPeriod,
  VitalsReport,
} from '../../../../domain/admin/performance.ts';
import { api, withFilters } from '../../../lib/api.ts';

// The admin's Performance tab: read afresh on every visit (staleTime 0), they change by the second.

export const vitalsQuery = (periodo: VitalsPeriod, busca: string, pagina: number) =>
  queryOptions({
    queryKey: ['admin', 'performance', 'vitals', periodo, busca, pagina],
    queryFn: () =>
      api<VitalsReport>(
        withFilters('/api/admin/performance/web-vitals', {
          periodo,
          busca: busca.trim(),
          pagina: pagina > 1 ? pagina : undefined,
        }),
      ),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

export const systemQuery = queryOptions({
  queryKey: ['admin', 'performance', 'system'],
  queryFn: () => api<SystemReport>('/api/admin/performance/system'),
  staleTime: 0,
});
