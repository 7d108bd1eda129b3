import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { counted } from '../../../../domain/plural.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useSearchedPages } from '../../../lib/searched-pages.ts';
import { hierarchyQuery, peopleKeys } from './api.ts';
import { CompanyMembers } from './company-members.tsx';
import { PendingInvites } from './pending-invites.tsx';
import { RefreshButton } from './refresh-button.tsx';

/**
 * Usuários (spec part 2 §2): the user hierarchy by company — searched by company or user,
 * paged on the server — and every company's pending invites, which the same search narrows.
 */
export function UsersTab() {
  const { busca, setBusca, term, pagina, setPagina } = useSearchedPages();
  const list = useQuery(hierarchyQuery(term, pagina));
  return (
    <>
      <ListToolbar
        label="Buscar por empresa ou usuário"
        placeholder="Buscar por empresa ou usuário..."
        busca={busca}
        onBusca={setBusca}
        actions={<RefreshButton keys={[peopleKeys.users, peopleKeys.invites]} />}
      />
      <PagedList
        query={list}
        error="Não foi possível carregar os usuários. Tente novamente."
        empty={<EmptyState icon={Building2}>Nenhuma empresa encontrada</EmptyState>}
        page={pagina}
        onPage={setPagina}
      >
        {(page) => (
          <>
            <p className="mt-4 text-sm text-ink-600">
              {counted(page.total, 'empresa', 'empresas')}
            </p>
            <ul className="mt-2 grid gap-4 lg:grid-cols-2">
              {page.items.map((company) => (
                <CompanyMembers key={company.id} company={company} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <PendingInvites busca={term} />
    </>
  );
}
