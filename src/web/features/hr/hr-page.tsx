import { useTabInAddress } from '../../lib/tab-in-address.ts';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { EmployeesTab } from './employees-tab.tsx';

const PayrollTab = lazyComponent(() => import('./payroll-tab.tsx').then((m) => m.PayrollTab));
const DocumentsTab = lazyComponent(() => import('./documents-tab.tsx').then((m) => m.DocumentsTab));
const TablesTab = lazyComponent(() => import('./tables-tab.tsx').then((m) => m.TablesTab));
const EmployeeDetail = lazyComponent(() =>
  import('./employee-detail.tsx').then((m) => m.EmployeeDetail),
);

const TABS = [
  { key: 'funcionarios', label: 'Funcionários' },
  { key: 'folha', label: 'Folha de pagamento' },
  { key: 'documentos', label: 'Documentos' },
  { key: 'tabelas', label: 'Tabelas' },
] as const;

/**
 * `/recursos-humanos` (owners and admins): employees, their documents, the payroll and its
 * tables. `?funcionario=<id>` opens an employee over any tab (the dashboard's alerts link there).
 */
export function HrPage() {
  const [search, setSearch] = useSearchParams();
  const [tab, selectTab] = useTabInAddress(TABS);
  const employee = search.get('funcionario');
  const open = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('funcionario', id);
      else next.delete('funcionario');
      return next;
    });

  return (
    <>
      <PageHeader
        title="Recursos Humanos"
        intro="Funcionários, documentos com validade, folha de pagamento, 13º, férias e holerites."
      />
      <Tabs label="Recursos Humanos" tabs={TABS} current={tab} onSelect={selectTab}>
        {tab === 'funcionarios' && <EmployeesTab onOpen={open} />}
        {tab === 'folha' && <PayrollTab />}
        {tab === 'documentos' && <DocumentsTab onOpen={open} />}
        {tab === 'tabelas' && <TablesTab />}
      </Tabs>
      {employee && (
        <Suspense>
          <EmployeeDetail key={employee} id={employee} onClose={() => open(null)} />
        </Suspense>
      )}
    </>
  );
}
