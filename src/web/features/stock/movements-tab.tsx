import { useQuery } from '@tanstack/react-query';
import { History, X } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { FUEL_LABELS, type Fuel } from '../../../domain/stock/values.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { lotQuery, movementsQuery, type MovementFilters } from './api.ts';
import { MovementRow } from './movement-row.tsx';
import { quantityWithUnit } from './quantity.ts';
import type { OpenTab } from './stock-page.tsx';

/** 'Movimentações': the history of everything, of one product or fuel, or of one lot. */
export function MovementsTab(props: { search: URLSearchParams; onOpen: OpenTab }) {
  const item = {
    product_id: props.search.get('product_id') ?? undefined,
    combustivel: props.search.get('combustivel') ?? undefined,
    lot_id: props.search.get('lot_id') ?? undefined,
  };
  const [period, setPeriod] = useState({ de: '', ate: '' });
  const [pagina, setPagina] = useState(1);
  const filters: MovementFilters = { ...item, ...period, pagina };
  const movements = useQuery({
    ...movementsQuery(filters),
    select: (page) => ({ ...page, items: page.movimentos }),
  });
  const scoped = !!(item.product_id || item.combustivel || item.lot_id);
  const first = movements.data?.movimentos[0];
  const title = item.lot_id
    ? null
    : item.combustivel
      ? FUEL_LABELS[item.combustivel as Fuel]
      : item.product_id
        ? (first?.nome ?? 'Produto')
        : 'Todas as movimentações';

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {item.lot_id ? (
            <LotHeading id={item.lot_id} />
          ) : (
            <h2 className="text-lg font-bold text-ink-900">{title}</h2>
          )}
          {scoped && (
            <button
              type="button"
              onClick={() => props.onOpen('movimentos')}
              className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <X className="h-4 w-4" aria-hidden="true" /> Ver todas as movimentações
            </button>
          )}
        </div>
        <PeriodFields
          label="Período"
          value={period}
          onChange={(value) => {
            setPeriod(value);
            setPagina(1);
          }}
        />
      </div>
      <PagedList
        query={movements}
        error="Não foi possível carregar as movimentações."
        empty={
          <EmptyState icon={History}>
            Nenhuma movimentação {period.de || period.ate ? 'neste período' : 'ainda'}.
          </EmptyState>
        }
        page={pagina}
        onPage={setPagina}
      >
        {(data) => (
          <ul
            aria-label="Movimentações"
            className="mt-4 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white"
          >
            {data.items.map((m) => (
              <MovementRow key={m.id} movement={m} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

/** The lot whose history is shown: product, lot, expiry, what is left of what came in. */
function LotHeading({ id }: { id: string }) {
  const lot = useQuery(lotQuery(id));
  if (!lot.data) return <h2 className="text-lg font-bold text-ink-900">Lote</h2>;
  const l = lot.data.lote;
  return (
    <>
      <h2 className="text-lg font-bold text-ink-900">
        {l.nome} · lote {l.lote}
      </h2>
      <p className="text-sm text-ink-600">
        Validade {formatDate(l.validade)} · saldo {quantityWithUnit(l.saldo, l.unidade)} de{' '}
        {quantityWithUnit(l.quantidade_inicial, l.unidade)} · NF {l.nf_numero} · {l.fornecedor}
      </p>
    </>
  );
}
