import { useQuery } from '@tanstack/react-query';
import { Building2, LayoutGrid, List } from 'lucide-react';
import { Suspense, useState } from 'react';
import { counted } from '../../../../domain/plural.ts';
import type { AdminCompany } from '../../../../domain/admin/contracts.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useSearchedPages } from '../../../lib/searched-pages.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { companiesQuery, companyAdminKeys } from './api.ts';
import { RefreshButton } from '../people/refresh-button.tsx';
import { BulkButtons } from './bulk-send.tsx';
import { CompanyCards, type CompanyView } from './company-cards.tsx';

const ManageDialog = lazyComponent(() => import('./manage-dialog.tsx').then((m) => m.ManageDialog));
const FinanceDialog = lazyComponent(() =>
  import('./finance-dialog.tsx').then((m) => m.FinanceDialog),
);

/** The grid/list choice, kept in this browser. */
const VIEW_KEY = 'agrovoo.admin.empresas.visao';
const savedView = (): CompanyView => {
  try {
    return localStorage.getItem(VIEW_KEY) === 'lista' ? 'lista' : 'grade';
  } catch {
    return 'grade';
  }
};

const VIEWS = [
  { value: 'grade', label: 'Grade', icon: LayoutGrid },
  { value: 'lista', label: 'Lista', icon: List },
] as const;

type Open = { company: AdminCompany; dialog: 'gerenciar' | 'financeiro' } | null;

/** Empresas (spec part 2 §2): search, grid or list, refresh, the count, bulk e-mails, dialogs. */
export function CompaniesTab() {
  const { busca, setBusca, term, pagina, setPagina } = useSearchedPages();
  const [view, setView] = useState<CompanyView>(savedView);
  const [open, setOpen] = useState<Open>(null);
  const companies = useQuery(companiesQuery(term, pagina));
  const choose = (next: CompanyView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  };

  return (
    <>
      <ListToolbar
        label="Buscar empresa por nome, e-mail ou CNPJ"
        placeholder="Nome, e-mail ou CNPJ"
        busca={busca}
        onBusca={setBusca}
        actions={
          <>
            <Segmented label="Exibição" options={VIEWS} value={view} onChange={choose} />
            <RefreshButton keys={[companyAdminKeys.companies, companyAdminKeys.stats]} />
            <BulkButtons />
          </>
        }
      />
      <PagedList
        query={companies}
        error="Não foi possível carregar as empresas. Tente novamente."
        empty={<EmptyState icon={Building2}>Nenhuma empresa encontrada</EmptyState>}
        page={pagina}
        onPage={setPagina}
      >
        {(page) => (
          <>
            <p className="mt-4 text-sm text-ink-600" aria-live="polite">
              {counted(page.total, 'empresa', 'empresas')}
            </p>
            <CompanyCards
              items={page.items}
              view={view}
              onManage={(company) => setOpen({ company, dialog: 'gerenciar' })}
              onFinance={(company) => setOpen({ company, dialog: 'financeiro' })}
            />
          </>
        )}
      </PagedList>
      <Suspense>
        {open?.dialog === 'gerenciar' && (
          <ManageDialog company={open.company} onClose={() => setOpen(null)} />
        )}
        {open?.dialog === 'financeiro' && (
          <FinanceDialog company={open.company} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </>
  );
}
