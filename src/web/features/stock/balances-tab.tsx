import { useQuery } from '@tanstack/react-query';
import { Boxes, PackagePlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatBRL } from '../../../domain/money.ts';
import { counted } from '../../../domain/plural.ts';
import { PRODUCT_CLASS_LABELS, PRODUCT_CLASSES } from '../../../domain/registers/values.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ActionButton } from '../../components/action-button.tsx';
import { labelledOptions } from '../../components/select-field.tsx';
import { balancesQuery, type BalanceFilters } from './api.ts';
import { BalanceRow } from './balance-row.tsx';
import { ExportLinks } from './export-links.tsx';
import { ShortfallsPanel } from './shortfalls-panel.tsx';
import type { OpenTab, StockAccess } from './stock-page.tsx';
import { useSeesMoney } from '../../lib/session.ts';

const KIND_OPTIONS = [
  ['', 'Todos'],
  ['produto', 'Produtos'],
  ['combustivel', 'Combustível'],
] as const;

const CLASS_OPTIONS = labelledOptions(PRODUCT_CLASSES, PRODUCT_CLASS_LABELS);

/** 'Saldo': each product and fuel at weighted average cost, opening to its lots. */
export function BalancesTab(props: { access: StockAccess; onOpen: OpenTab }) {
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<BalanceFilters>(() => ({
    tipo: '',
    classe: '',
    baixo: search.get('filtro') === 'baixo',
    vencendo: search.get('filtro') === 'vencendo',
    busca: '',
  }));
  const [pagina, setPagina] = useState(1);
  // Typing asks the server once the screen has caught up, not on every key.
  const asked = useDeferredValue(filters);
  const balances = useQuery({
    ...balancesQuery(asked, pagina),
    select: (page) => ({ ...page, items: page.itens }),
  });
  const change = (patch: Partial<BalanceFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPagina(1);
  };
  const filtered =
    filters.busca.trim() !== '' ||
    !!filters.tipo ||
    !!filters.classe ||
    filters.baixo ||
    filters.vencendo;

  return (
    <>
      <ShortfallsPanel access={props.access} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Tipo" className="flex rounded-lg border border-brand-200">
            {KIND_OPTIONS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={filters.tipo === value}
                onClick={() =>
                  change({ tipo: value, classe: value === 'combustivel' ? '' : filters.classe })
                }
                className={`px-3 py-2 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ${filters.tipo === value ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'}`}
              >
                {label}
              </button>
            ))}
          </div>
          <LabelledSelect
            label="Classe"
            value={filters.classe}
            disabled={filters.tipo === 'combustivel'}
            onChange={(classe) => change({ classe })}
            options={CLASS_OPTIONS}
            all="Todas"
          />
          <Toggle label="Baixo" on={filters.baixo} onChange={(baixo) => change({ baixo })} />
          <Toggle
            label="Vencendo"
            on={filters.vencendo}
            onChange={(vencendo) => change({ vencendo })}
          />
        </div>
        <SearchField
          label="Buscar produto"
          value={filters.busca}
          onChange={(busca) => change({ busca })}
          placeholder="Buscar produto..."
          className="w-full lg:max-w-xs"
        />
      </div>

      <PagedList
        query={balances}
        error="Não foi possível carregar o saldo. Tente novamente."
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Boxes}
            noMatch="Nenhum item com estes filtros."
            none="Nada em estoque ainda. Lance a nota fiscal de compra (ou importe o XML da NF-e) e os lotes aparecem aqui."
            start={
              props.access.office && (
                <ActionButton
                  icon={PackagePlus}
                  variant="brand"
                  onClick={() => props.onOpen('entrada')}
                >
                  Registrar a primeira entrada
                </ActionButton>
              )
            }
          />
        }
        page={pagina}
        onPage={setPagina}
      >
        {(data) => (
          <>
            <p className="mt-4 text-sm text-ink-700">
              {counted(data.total, 'item', 'itens')}
              {money && (
                <>
                  {' '}
                  · valor em estoque{' '}
                  <strong className="text-ink-900">{formatBRL(data.valor_total_cents)}</strong>{' '}
                  (custo médio ponderado)
                </>
              )}
            </p>
            <ul className="mt-3 space-y-2">
              {data.items.map((item) => (
                <BalanceRow
                  key={item.product_id ?? item.combustivel}
                  item={item}
                  access={props.access}
                  onOpen={props.onOpen}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      {/* Drawn once the list is: appearing below it, it moves nothing (issue 43 item 2). */}
      {!balances.isPending && <ExportLinks filters={filters} />}
    </>
  );
}

function Toggle(props: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.on}
      onClick={() => props.onChange(!props.on)}
      className={`rounded-full border px-3 py-2 text-sm font-semibold ${props.on ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-200 bg-white text-brand-700 hover:bg-brand-50'}`}
    >
      {props.label}
    </button>
  );
}
