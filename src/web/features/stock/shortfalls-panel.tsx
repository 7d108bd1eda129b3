import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { StockShortfall } from '../../../domain/stock/response-contracts.ts';
import { SHORTFALL_REASON_LABELS } from '../../../domain/stock/values.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths } from '../../paths.ts';
import { shortfallsQuery } from './api.ts';
import { NoticePanel } from './notice-panel.tsx';
import { quantityWithUnit } from './quantity.ts';
import type { StockAccess } from './stock-page.tsx';

const ShortfallDialog = lazyComponent(() =>
  import('./shortfall-dialog.tsx').then((m) => m.ShortfallDialog),
);

/** 'Consumo sem saldo': what concluded operations used beyond the stock, until resolved. */
export function ShortfallsPanel({ access }: { access: StockAccess }) {
  const shortfalls = useQuery(shortfallsQuery);
  const [resolving, setResolving] = useState<StockShortfall | null>(null);
  const open = (shortfalls.data ?? []).filter((row) => row.resolvida_em === null);
  if (open.length === 0) return null;
  return (
    <NoticePanel
      id="consumo-sem-saldo"
      title={`Consumo sem saldo (${open.length})`}
      tone="danger"
      className="mb-6"
    >
      <p className="mt-1 text-sm text-ink-700">
        Operações concluídas usaram mais do que havia em estoque. Lance a nota que faltou e dê
        baixa, ou dispense com a justificativa (produto do cliente, por exemplo).
        {open.some((row) => row.motivo === 'lote_vencido') &&
          ' Lote vencido: o estoque só tinha lotes vencidos na data da aplicação, que nunca são usados; dê baixa do lote vencido por um ajuste de vencimento.'}
      </p>
      <ul className="mt-2 divide-y divide-red-100">
        {open.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              <strong>{row.nome}</strong>: faltaram {quantityWithUnit(row.quantidade, row.unidade)}{' '}
              na{' '}
              <Link
                to={`${paths.operation}/${row.operation_id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                operação {row.operacao}
              </Link>{' '}
              <span className="font-semibold text-red-800">
                ({SHORTFALL_REASON_LABELS[row.motivo]})
              </span>
            </span>
            {access.office && (
              <button
                type="button"
                onClick={() => setResolving(row)}
                className="self-start font-semibold text-brand-700 hover:underline sm:self-auto"
              >
                Resolver
              </button>
            )}
          </li>
        ))}
      </ul>
      {resolving && (
        <Suspense>
          <ShortfallDialog shortfall={resolving} onClose={() => setResolving(null)} />
        </Suspense>
      )}
    </NoticePanel>
  );
}
