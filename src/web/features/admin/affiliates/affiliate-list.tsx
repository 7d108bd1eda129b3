import { useQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminAffiliateRow } from '../../../../domain/affiliates/admin-contracts.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { buttonClasses } from '../../../components/button-link.tsx';
import { ColumnList, type ColumnTitle } from '../../../components/column-list.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListFilters } from '../../../lib/searched-pages.ts';
import { AffiliateDetail } from './affiliate-detail.tsx';
import { AffiliateStatusTag, AFFILIATE_STATUS_LABELS } from './affiliate-status.tsx';
import { affiliatesQuery, type AffiliateFilters } from './api.ts';
import { RegisterDialog } from './register-dialog.tsx';

const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1.5fr)_6rem_minmax(0,1.2fr)_5.5rem_6.5rem_6.5rem_5rem_6rem] lg:items-center lg:gap-x-3';
const HEADER: ColumnTitle[] = [
  'Nome',
  'Código',
  'E-mail',
  { label: 'Indicações', right: true },
  { label: 'Comissões', right: true },
  { label: 'Saldo', right: true },
  'Status',
  '',
];

/** 'Afiliados': search, status filter, the list (20 a page), 'Cadastrar afiliado' and the detail. */
export function AffiliateList() {
  const { filters, change, asked, filtered, pagina, setPagina } = useListFilters<AffiliateFilters>({
    busca: '',
    status: '',
  });
  const [registering, setRegistering] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(affiliatesQuery(asked, pagina));
  const register = (
    <ActionButton icon={UserPlus} onClick={() => setRegistering(true)}>
      Cadastrar afiliado
    </ActionButton>
  );
  return (
    <>
      <ListToolbar
        label="Buscar afiliado"
        placeholder="Buscar por nome, email ou código..."
        busca={filters.busca}
        onBusca={(busca) => change({ busca })}
        actions={register}
      >
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => change({ status })}
          labels={AFFILIATE_STATUS_LABELS}
        />
      </ListToolbar>
      <PagedList
        query={list}
        error="Não foi possível carregar os afiliados. Tente novamente."
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Users}
            noMatch="Nenhum afiliado com estes filtros."
            none="Nenhum afiliado cadastrado."
            start={register}
          />
        }
        page={pagina}
        onPage={setPagina}
        count={['afiliado', 'afiliados']}
      >
        {(page) => (
          <ColumnList columns={COLUMNS} header={HEADER}>
            {page.items.map((row) => (
              <Row key={row.id} row={row} onOpen={() => setOpen(row.id)} />
            ))}
          </ColumnList>
        )}
      </PagedList>
      {registering && <RegisterDialog onClose={() => setRegistering(false)} />}
      {open && <AffiliateDetail id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function Row({ row, onOpen }: { row: AdminAffiliateRow; onOpen: () => void }) {
  const number = 'text-sm text-ink-900 tabular-nums lg:text-right';
  return (
    <li
      className={`rounded-2xl border border-brand-100 bg-white p-4 lg:rounded-none lg:border-0 lg:px-3 lg:py-2.5 ${COLUMNS}`}
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink-900">{row.nome_completo}</p>
        <p className="text-sm text-ink-600">{row.telefone ?? '—'}</p>
      </div>
      <p className="text-sm text-ink-700">
        <span className="lg:sr-only">Código: </span>
        <code>{row.affiliate_code ?? '—'}</code>
      </p>
      <p className="truncate text-sm text-ink-700">{row.email}</p>
      <p className={number}>
        <span className="text-ink-600 lg:sr-only">Indicações: </span>
        {row.total_referidos}
      </p>
      <p className={number}>
        <span className="text-ink-600 lg:sr-only">Comissões: </span>
        {formatBRL(row.total_comissoes)}
      </p>
      <p className={`${number} font-semibold`}>
        <span className="font-normal text-ink-600 lg:sr-only">Saldo: </span>
        {formatBRL(row.saldo_disponivel)}
      </p>
      <p className="mt-2 lg:mt-0">
        <AffiliateStatusTag status={row.status} />
      </p>
      <button
        type="button"
        onClick={onOpen}
        className={`${buttonClasses('outline')} mt-3 lg:mt-0`}
        aria-label={`Ver detalhes de ${row.nome_completo}`}
      >
        Detalhes
      </button>
    </li>
  );
}
