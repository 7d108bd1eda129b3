import { useTabInAddress } from '../../lib/tab-in-address.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { CompaniesTab } from './companies/companies-tab.tsx';
import { AdminStats } from './stats-cards.tsx';

const EmailsTab = lazyComponent(() => import('./people/emails-tab.tsx').then((m) => m.EmailsTab));
const UsersTab = lazyComponent(() => import('./people/users-tab.tsx').then((m) => m.UsersTab));
const AffiliatesAdminTab = lazyComponent(() =>
  import('../affiliates/admin/affiliates-admin-tab.tsx').then((m) => m.AffiliatesAdminTab),
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
  { key: 'empresas', label: 'Empresas' },
  { key: 'emails', label: 'E-mails' },
  { key: 'usuarios', label: 'Usuários' },
  { key: 'afiliados', label: 'Afiliados' },
  { key: 'monitoramento', label: 'Monitoramento' },
  { key: 'performance', label: 'Performance' },
  { key: 'ferramentas', label: 'Ferramentas' },
] as const;

/** `/admin`, the platform administration (spec part 2): the global role admin only. */
export function AdminPage() {
  const [tab, selectTab] = useTabInAddress(TABS);
  return (
    <>
      <PageHeader
        title="Administração"
        intro="Empresas, assinaturas, usuários, afiliados, monitoramento e segurança da plataforma."
      />
      <AdminStats />
      <Tabs label="Administração" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'empresas' && <CompaniesTab />}
        {tab === 'emails' && <EmailsTab />}
        {tab === 'usuarios' && <UsersTab />}
        {tab === 'afiliados' && <AffiliatesAdminTab />}
        {tab === 'monitoramento' && <MonitoringTab />}
        {tab === 'performance' && <PerformanceTab />}
        {tab === 'ferramentas' && <ToolsTab />}
      </Tabs>
    </>
  );
}
