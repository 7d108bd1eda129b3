import { Link } from 'react-router';
import { formatBRL } from '../../../domain/money.ts';
import { formatMinute } from '../../../domain/format.ts';
import type { StockMovement } from '../../../domain/stock/response-contracts.ts';
import {
  ADJUSTMENT_REASON_LABELS,
  STOCK_MOVEMENT_KIND_LABELS,
} from '../../../domain/stock/values.ts';
import { paths } from '../../paths.ts';
import { quantityText } from './quantity.ts';
import { Tag } from '../../components/tag.tsx';
import { useSeesMoney } from '../../lib/session.ts';

const KIND_TONES = { entrada: 'ok', consumo: 'info', ajuste: 'warn', estorno: 'info' } as const;

/** One movement: when, what, how much, why, by whom, and the operation it belongs to. */
export function MovementRow({ movement: m }: { movement: StockMovement }) {
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const sign = m.quantidade > 0 ? '+' : '';
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-1.5 font-semibold text-ink-900">
          <Tag tone={KIND_TONES[m.tipo]}>{STOCK_MOVEMENT_KIND_LABELS[m.tipo]}</Tag>
          {m.motivo && <span>{ADJUSTMENT_REASON_LABELS[m.motivo]}</span>}
          {/* The lot follows the name in one line of text: wrapped, its '·' stays after the name. */}
          <span>
            {m.nome}
            {m.lote && <span className="font-normal text-ink-600"> · lote {m.lote}</span>}
          </span>
          {m.estornado && <Tag tone="danger">Estornado</Tag>}
        </p>
        <p className="text-ink-600">
          <time dateTime={m.created_at}>{formatMinute(m.created_at)}</time>
          {' · '}
          {m.autor ?? 'Sistema'}
          {m.operation_id && (
            <>
              {' · '}
              <Link
                to={`${paths.operation}/${m.operation_id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Operação {m.operacao ?? ''}
              </Link>
            </>
          )}
        </p>
        {m.observacao && <p className="text-ink-700">{m.observacao}</p>}
      </div>
      <p className="shrink-0 text-right tabular-nums sm:pl-4">
        <span className={`block font-bold ${m.quantidade < 0 ? 'text-red-700' : 'text-crop-700'}`}>
          {sign}
          {quantityText(m.quantidade)} {m.unidade}
        </span>
        {money && m.valor_cents !== null && (
          <span className="block text-xs text-ink-600">{formatBRL(Math.abs(m.valor_cents))}</span>
        )}
      </p>
    </li>
  );
}
