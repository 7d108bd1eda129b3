import { History, SlidersHorizontal } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import type { StockBalance, StockLot } from '../../../domain/stock/response-contracts.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { itemLotsQuery } from './api.ts';
import { BalanceFigures } from './balance-figures.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { quantityWithUnit } from './quantity.ts';
import type { OpenTab, StockAccess } from './stock-page.tsx';
import { Tag } from '../../components/tag.tsx';
import { useSeesMoney } from '../../lib/session.ts';

const AdjustDialog = lazyComponent(() => import('./adjust-dialog.tsx').then((m) => m.AdjustDialog));

/** A product or fuel's balance, as its row and its lots show it, and what the reader may do. */
export type BalanceItemProps = { item: StockBalance; access: StockAccess; onOpen: OpenTab };

const NO_LOTS = <p className="px-4 py-3 text-sm text-ink-600">Nenhum lote com saldo.</p>;

/**
 * The lots of an item still in stock, read when its row is opened (20 a page): lot, expiry,
 * quantity, unit cost, NF.
 */
export function LotsList(props: BalanceItemProps) {
  return props.item.num_lotes === 0 ? NO_LOTS : <LotPages {...props} />;
}

function LotPages(props: BalanceItemProps) {
  const [pagina, setPagina] = useState(1);
  const lots = useQuery({
    ...itemLotsQuery(props.item, pagina),
    select: (page) => ({ ...page, items: page.lotes }),
  });
  return (
    <div className="pb-2">
      <PagedList
        query={lots}
        error="Não foi possível carregar os lotes. Tente novamente."
        empty={NO_LOTS}
        page={pagina}
        onPage={setPagina}
      >
        {(page) => <Lots {...props} lots={page.items} />}
      </PagedList>
    </div>
  );
}

function Lots(props: BalanceItemProps & { lots: StockLot[] }) {
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const { item } = props;
  const [adjusting, setAdjusting] = useState<StockLot | null>(null);
  return (
    <>
      <ul aria-label={`Lotes de ${item.nome}`} className="divide-y divide-brand-50">
        {props.lots.map((lot) => (
          <li
            key={lot.id}
            className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 sm:pl-6">
              <p className="font-semibold text-ink-900">
                Lote {lot.lote}{' '}
                {lot.vencido ? (
                  <Tag tone="danger">Vencido</Tag>
                ) : lot.vencendo ? (
                  <Tag tone="warn">Vence em breve</Tag>
                ) : null}
              </p>
              <p className="text-ink-600">
                Validade {formatDate(lot.validade)}
                {lot.fabricacao && ` · fabricação ${formatDate(lot.fabricacao)}`} · NF{' '}
                {lot.nf_numero} · {lot.fornecedor}
              </p>
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <BalanceFigures
                balance={quantityWithUnit(lot.saldo, item.unidade)}
                weight="semibold"
                detail={
                  money
                    ? `${formatBRL(lot.custo_unitario_cents)}/${item.unidade} · ${formatBRL(lot.valor_cents)}`
                    : undefined
                }
              />
              <span className="flex gap-1">
                <IconButton
                  icon={History}
                  label={`Histórico do lote ${lot.lote}`}
                  title="Histórico do lote"
                  onClick={() => props.onOpen('movimentos', { lot_id: lot.id })}
                />
                {props.access.office && (
                  <IconButton
                    icon={SlidersHorizontal}
                    label={`Ajustar o lote ${lot.lote}`}
                    title="Ajustar"
                    onClick={() => setAdjusting(lot)}
                  />
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {adjusting && (
        <Suspense>
          <AdjustDialog lot={adjusting} onClose={() => setAdjusting(null)} />
        </Suspense>
      )}
    </>
  );
}
