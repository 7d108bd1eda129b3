import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { isEditable } from '../../../domain/operations/status.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { FrozenRecord } from './frozen-record.tsx';
import { MissingItems } from './missing-items.tsx';
import { StockConsumption } from './stock-consumption.tsx';

// What only a saved operation shows, in a chunk of its own: a new operation's form does not
// load it. The page draws a saved operation once its data and this code are both here.

/** The header's line under a saved operation's number: its status, client and property. */
export function RecordIntro({ detail }: { detail: OperationDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={detail.operation.status} />
      {detail.report.contratante?.nome} · {detail.report.propriedade?.nome}
    </span>
  );
}

/**
 * Above a saved operation's form: what it still lacks (each item leads to its field), its
 * frozen record, and the stock it took.
 */
export function RecordNotices(props: {
  detail: OperationDetail;
  onField: (field: string) => void;
}) {
  const { detail } = props;
  return (
    <>
      {isEditable(detail.operation.status) && detail.faltando.length > 0 && (
        <MissingItems items={detail.faltando} onField={props.onField} />
      )}
      <FrozenRecord operationId={detail.operation.id} registro={detail.registro} />
      {detail.baixa_estoque.length > 0 && <StockConsumption items={detail.baixa_estoque} />}
    </>
  );
}
