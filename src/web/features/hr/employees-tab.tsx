import { useQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PagedList } from '../../components/paged-list.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useListFilters } from '../../lib/searched-pages.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { prefetchOnIntent } from '../../lib/prefetch.ts';
import { employeesQuery, type EmployeeFilters, type EmployeeSituation } from './api.ts';
import { EmployeeList } from './employee-list.tsx';
import { vacationAlertsQuery } from './leave-api.ts';
import { VacationAlerts } from './vacation-alerts.tsx';

const loadEmployeeDialog = () => import('./employee-dialog.tsx').then((m) => m.EmployeeDialog);
const EmployeeDialog = lazyComponent(loadEmployeeDialog);

const SITUATIONS: { value: EmployeeSituation; label: string }[] = [
  { value: 'ativos', label: 'Ativos' },
  { value: 'desligados', label: 'Desligados' },
  { value: 'todos', label: 'Todos' },
];

/** 'Funcionários': the employees by name or CPF, active or dismissed, and 'Novo funcionário'. */
export function EmployeesTab(props: { onOpen: (id: string) => void }) {
  const { filters, change, asked, filtered, pagina, setPagina } = useListFilters<EmployeeFilters>({
    busca: '',
    situacao: 'ativos',
  });
  const [creating, setCreating] = useState(false);
  const employees = useQuery(employeesQuery(asked, pagina));
  // The férias alerts sit above the list: until they have answered, the tab waits whole, so
  // they never push the search and the list down once drawn (Lighthouse's CLS was 0.064).
  const alerts = useQuery(vacationAlertsQuery);
  const create = (
    <ActionButton
      icon={UserPlus}
      onClick={() => setCreating(true)}
      {...prefetchOnIntent(loadEmployeeDialog)}
    >
      Novo funcionário
    </ActionButton>
  );

  if (alerts.isPending) return <Spinner />;
  return (
    <>
      <VacationAlerts alerts={alerts.data ?? []} onOpen={props.onOpen} />
      <ListToolbar
        label="Buscar funcionário por nome ou CPF"
        placeholder="Nome ou CPF"
        busca={filters.busca}
        onBusca={(busca) => change({ busca })}
        actions={create}
      >
        <Segmented
          label="Situação"
          options={SITUATIONS}
          value={filters.situacao}
          onChange={(situacao) => change({ situacao })}
          className="self-start"
        />
      </ListToolbar>
      <PagedList
        query={employees}
        error="Não foi possível carregar os funcionários. Tente novamente."
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Users}
            noMatch="Nenhum funcionário com estes filtros."
            none="Nenhum funcionário cadastrado. Cadastre o primeiro para controlar documentos e gerar a folha de pagamento."
            start={create}
          />
        }
        page={pagina}
        onPage={setPagina}
        count={['funcionário', 'funcionários']}
      >
        {(page) => <EmployeeList items={page.items} onOpen={props.onOpen} />}
      </PagedList>
      {creating && (
        <Suspense>
          <EmployeeDialog
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              props.onOpen(id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
