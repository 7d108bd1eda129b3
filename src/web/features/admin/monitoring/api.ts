import { queryOptions } from '@tanstack/react-query';
import {
  HEALTH_CHECK,
  type ClientErrorPage,
  type HealthReport,
} from '../../../../domain/admin/monitoring.ts';
import {
  SECURITY_REFRESH_MS,
  type SecurityAlertRow,
  type SecurityStatistics,
  type SuspiciousReport,
} from '../../../../domain/admin/security.ts';
import type { ClientErrorType } from '../../../../domain/monitoring/values.ts';
import { api } from '../../../lib/api.ts';
import { freshQuery } from '../../../lib/fresh-query.ts';
import { pageQuery } from '../../../lib/page-query.ts';
import { useChange } from '../../../lib/change.ts';

// Monitoramento: the health checks (every 5 min once started), the browsers' error log and the
// security dashboard, each list read again at §7's interval while the tab is open.

const monitoringKeys = {
  health: ['admin', 'health-checks'],
  errors: (filters: ClientErrorFilters, pagina: number) => [
    'admin',
    'client-errors',
    filters,
    pagina,
  ],
  security: ['admin', 'security'],
  list: (name: SecurityList, pagina: number) => ['admin', 'security', name, pagina],
} as const;

/** The health report; runs only once the page says so, then every 5 min. */
export const healthQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: monitoringKeys.health,
    queryFn: () => api<HealthReport>('/api/admin/health-checks'),
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: HEALTH_CHECK.everyMs,
  });

export type ClientErrorFilters = { tipo: ClientErrorType | ''; busca: string };

export const clientErrorsQuery = (filters: ClientErrorFilters, pagina: number) =>
  pageQuery<ClientErrorPage>(
    monitoringKeys.errors(filters, pagina),
    '/api/admin/client-errors',
    { tipo: filters.tipo, busca: filters.busca.trim() },
    pagina,
  );

/** The security dashboard's paged lists, by their path, with §7's refresh intervals. */
const SECURITY_LISTS = {
  'admin-actions': SECURITY_REFRESH_MS.adminActions,
  'audit-logs': SECURITY_REFRESH_MS.auditLogs,
  alerts: SECURITY_REFRESH_MS.alerts,
  'password-attempts': SECURITY_REFRESH_MS.passwordAttempts,
} as const;
export type SecurityList = keyof typeof SECURITY_LISTS;

export const securityListQuery = <P>(name: SecurityList, pagina: number) =>
  queryOptions({
    ...pageQuery<P>(monitoringKeys.list(name, pagina), `/api/admin/security/${name}`, {}, pagina),
    refetchInterval: SECURITY_LISTS[name],
  });

export const statisticsQuery = queryOptions({
  ...freshQuery<SecurityStatistics>(
    [...monitoringKeys.security, 'statistics'],
    '/api/admin/security/statistics',
  ),
  refetchInterval: SECURITY_REFRESH_MS.statistics,
});

export const suspiciousQuery = queryOptions({
  ...freshQuery<SuspiciousReport>(
    [...monitoringKeys.security, 'suspicious'],
    '/api/admin/security/suspicious',
  ),
  refetchInterval: SECURITY_REFRESH_MS.suspicious,
});

/** Acknowledges an alert; the dashboard (alerts, statistics, admin actions) is read again. */
export const useAcknowledgeAlert = () =>
  useChange(
    (id: string) =>
      api<SecurityAlertRow>(`/api/admin/security/alerts/${id}/acknowledge`, { method: 'POST' }),
    [monitoringKeys.security],
  );
