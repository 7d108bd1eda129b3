import { Suspense } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { hrHeading } from '../../headings/hr.ts';
import { AddressTabs } from '../../components/address-tabs.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useAddressParam } from './address-param.ts';
import { EmployeesTab } from './employees-tab.tsx';

const PayrollTab = lazyComponent(() => import('./payroll-tab.tsx').then((m) => m.PayrollTab));
const DocumentsTab = lazyComponent(() => import('./documents-tab.tsx').then((m) => m.DocumentsTab));
const TablesTab = lazyComponent(() => import('./tables-tab.tsx').then((m) => m.TablesTab));
const EmployeeDetail = lazyComponent(() =>
  import('./employee-detail.tsx').then((m) => m.EmployeeDetail),
);

/**
 * `/recursos-humanos` (owners and admins): employees, their documents, the payroll and its
 * tables. `?funcionario=<id>` opens an employee over any tab (the dashboard's alerts link there).
 */
export function HrPage() {
  const [employee, open] = useAddressParam('funcionario');

  return (
    <>
      <PageHeader {...hrHeading} />
      <AddressTabs
        label="Recursos Humanos"
        tabs={[
          { key: 'funcionarios', label: 'Funcionários', panel: <EmployeesTab onOpen={open} /> },
          { key: 'folha', label: 'Folha de pagamento', panel: <PayrollTab /> },
          { key: 'documentos', label: 'Documentos', panel: <DocumentsTab onOpen={open} /> },
          { key: 'tabelas', label: 'Tabelas', panel: <TablesTab /> },
        ]}
      />
      {employee && (
        <Suspense>
          <EmployeeDetail key={employee} id={employee} onClose={() => open(null)} />
        </Suspense>
      )}
    </>
  );
}
