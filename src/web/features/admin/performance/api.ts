import { queryOptions } from '@tanstack/react-query';
import type {
  SystemReport,
  VitalsPeriod,
  VitalsReport,
} from '../../../../domain/admin/performance.ts';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/page-query.ts';

// The admin's Performance tab: read afresh on every visit (staleTime 0), they change by the second.

export const vitalsQuery = (periodo: VitalsPeriod, busca: string, pagina: number) =>
  pageQuery<VitalsReport>(
    ['admin', 'performance', 'vitals', periodo, busca, pagina],
    '/api/admin/performance/web-vitals',
    { periodo, busca: busca.trim() },
    pagina,
  );

export const systemQuery = queryOptions({
  queryKey: ['admin', 'performance', 'system'],
  queryFn: () => api<SystemReport>('/api/admin/performance/system'),
  staleTime: 0,
});
