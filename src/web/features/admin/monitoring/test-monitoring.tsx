import type { HealthReport } from '../../../../domain/admin/monitoring.ts';
import { renderAlone } from '../../../test/render-with-queries.tsx';
import { MonitoringTab } from './monitoring-tab.tsx';

// What the Monitoramento web tests share: the tab on its own under /admin, and a health report.

export const renderMonitoring = (search = '?aba=monitoramento') =>
  renderAlone(<MonitoringTab />, '/admin', `/admin${search}`).router;

const at = '2026-11-24T13:00:00.000Z';
const item = (name: string, status: 'healthy' | 'warning' | 'error', message: string) => ({
  name,
  description: `Sonda de ${name}`,
  status,
  message,
  response_time_ms: 12,
  last_checked: at,
});

/** A report whose 'profiles' probe (and so the whole) says `status` and `message`, the API healthy. */
const report = (status: 'healthy' | 'warning', message: string): HealthReport => ({
  overall: status,
  checked_at: at,
  items: [item('profiles', status, message), item('API', 'healthy', 'Respondendo normalmente')],
});

export const healthyReport = report('healthy', 'Tabela acessível');
export const warningReport = report('warning', 'Resposta lenta (5200 ms)');
