import { ChevronDown, History, Settings2 } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { formatBRL } from '../../../domain/money.ts';
import { PRODUCT_CLASS_LABELS } from '../../../domain/registers/values.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { BalanceFigures } from './balance-figures.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { type BalanceItemProps, LotsList } from './lots-list.tsx';
import { quantityWithUnit } from './quantity.ts';
import { Tag } from '../../components/tag.tsx';
import { counted } from '../../../domain/plural.ts';
import { useSeesMoney } from '../../lib/session.ts';

const SettingsDialog = lazyComponent(() =>
  import('./settings-dialog.tsx').then((m) => m.SettingsDialog),
);

/** One product or fuel: its balance and value, opening to its lots (first to expire first). */
export function BalanceRow(props: BalanceItemProps) {
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const { item } = props;
  const [expanded, setExpanded] = useState(false);
  const [settings, setSettings] = useState(false);
  const lotsId = useId();
  const history: Record<string, string> = item.product_id
    ? { product_id: item.product_id }
    : { combustivel: item.combustivel ?? '' };
  return (
    <li className="rounded-2xl border border-brand-100 bg-white">
      <div className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={lotsId}
          onClick={() => setExpanded((e) => !e)}
          className="flex min-w-0 items-start gap-2 text-left"
        >
          <ChevronDown
            className={`mt-1 h-4 w-4 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
          <span className="min-w-0">
            <span className="block font-semibold text-ink-900">{item.nome}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm text-ink-600">
              {item.classe ? PRODUCT_CLASS_LABELS[item.classe] : 'Combustível'} ·{' '}
              {counted(item.num_lotes, 'lote', 'lotes')}
              {item.baixo && <Tag tone="warn">Baixo</Tag>}
              {item.vencido && <Tag tone="danger">Lote vencido</Tag>}
              {item.vencendo && <Tag tone="warn">Vencendo</Tag>}
            </span>
          </span>
        </button>
        <div className="flex items-center justify-between gap-3 pl-6 sm:justify-end sm:pl-0">
          <BalanceFigures
            balance={quantityWithUnit(item.quantidade, item.unidade)}
            weight="bold"
            detail={
              <>
                {money && formatBRL(item.valor_cents)}
                {money &&
                  item.custo_medio_cents !== null &&
                  ` · médio ${formatBRL(item.custo_medio_cents)}/${item.unidade}`}
                {item.minimo !== null &&
                  `${money ? ' · ' : ''}mín. ${quantityWithUnit(item.minimo, item.unidade)}`}
              </>
            }
          />
          <span className="flex gap-1">
            <IconButton
              icon={History}
              label={`Histórico de ${item.nome}`}
              title="Histórico"
              onClick={() => props.onOpen('movimentos', history)}
            />
            {props.access.office && (
              <IconButton
                icon={Settings2}
                label={`Mínimo e embalagem de ${item.nome}`}
                title="Mínimo e embalagem"
                onClick={() => setSettings(true)}
              />
            )}
          </span>
        </div>
      </div>
      <div id={lotsId} hidden={!expanded} className="border-t border-brand-50">
        {expanded && <LotsList item={item} access={props.access} onOpen={props.onOpen} />}
      </div>
      {settings && (
        <Suspense>
          <SettingsDialog item={item} onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </li>
  );
}
