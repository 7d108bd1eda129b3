import type { QueryKey, QueryMeta } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { employeesQuery } from './features/hr/api.ts';
import { HrPage } from './features/hr/hr-page.tsx';
import { vacationAlertsQuery } from './features/hr/leave-api.ts';
import { dashboardQuery } from './lib/dashboard.ts';
import { meQuery } from './lib/session.ts';
import { paths } from './paths.ts';

/** A first read of a page: its query, its address in `meta.path`. */
type FirstRead = { queryKey: QueryKey; meta?: QueryMeta };

/**
 * The company pages whose largest text is their data (the dashboard's alerts and figures, the
 * férias alert over the employees), so it painted only once the app's code and the reads had
 * come (LCP 2.8 and 3.2 s; docs/benchmarks.md, 'Every page'). The server renders them with
 * their first reads' answers for the visits it has them for (`src/server/http/page-render.ts`,
 * whose reads are the page's in `page-preloads.ts`); with none, `Page` drawn with no data is
 * their loading screen.
 */
export const DATA_PAGES: Record<string, { Page: ComponentType; reads: () => FirstRead[] }> = {
  [paths.dashboard]: { Page: DashboardPage, reads: () => [meQuery, dashboardQuery] },
  [paths.hr]: {
    Page: HrPage,
    reads: () => [
      meQuery,
      employeesQuery({ busca: '', situacao: 'ativos' }, 1),
      vacationAlertsQuery,
    ],
  },
};
