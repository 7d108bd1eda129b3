import { AddressTabs } from '../../components/address-tabs.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { adminHeading } from '../../headings/admin.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { CompaniesTab } from './companies/companies-tab.tsx';
import { AdminStats } from './stats-cards.tsx';

const EmailsTab = lazyComponent(() => import('./people/emails-tab.tsx').then((m) => m.EmailsTab));
const UsersTab = lazyComponent(() => import('./people/users-tab.tsx').then((m) => m.UsersTab));
const AffiliatesAdminTab = lazyComponent(() =>
  import('./affiliates/affiliates-admin-tab.tsx').then((m) => m.AffiliatesAdminTab),
);
const MonitoringTab = lazyComponent(() =>
  import('./monitoring/monitoring-tab.tsx').then((m) => m.MonitoringTab),
);
const PerformanceTab = lazyComponent(() =>
  import('./performance/performance-tab.tsx').then((m) => m.PerformanceTab),
);
const ToolsTab = lazyComponent(() => import('./tools/tools-tab.tsx').then((m) => m.ToolsTab));

/** The tabs of spec part 2 §2, in its order; the address keeps the open one (`?aba=`). */
const TABS = [
  { key: 'empresas', label: 'Empresas', panel: <CompaniesTab /> },
  { key: 'emails', label: 'E-mails', panel: <EmailsTab /> },
  { key: 'usuarios', label: 'Usuários', panel: <UsersTab /> },
  { key: 'afiliados', label: 'Afiliados', panel: <AffiliatesAdminTab /> },
  { key: 'monitoramento', label: 'Monitoramento', panel: <MonitoringTab /> },
  { key: 'performance', label: 'Performance', panel: <PerformanceTab /> },
  { key: 'ferramentas', label: 'Ferramentas', panel: <ToolsTab /> },
];

/** `/admin`, the platform administration (spec part 2): the global role admin only. */
export function AdminPage() {
  return (
    <>
      <PageHeader {...adminHeading} />
      <AdminStats />
      <AddressTabs label="Administração" tabs={TABS} />
    </>
  );
}
