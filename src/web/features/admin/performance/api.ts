import type {
  SystemReport,
  VitalsPeriod,
  VitalsReport,
} from '../../../../domain/admin/performance.ts';
import { freshQuery } from '../../../lib/fresh-query.ts';
import { pageQuery } from '../../../lib/page-query.ts';

// The admin's Performance tab: read afresh on every visit (staleTime 0), they change by the second.

export const vitalsQuery = (periodo: VitalsPeriod, busca: string, pagina: number) =>
  pageQuery<VitalsReport>(
    ['admin', 'performance', 'vitals', periodo, busca, pagina],
    '/api/admin/performance/web-vitals',
    { periodo, busca: busca.trim() },
    pagina,
  );

export const systemQuery = freshQuery<SystemReport>(
  ['admin', 'performance', 'system'],
  '/api/admin/performance/system',
);
