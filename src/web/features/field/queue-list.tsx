import { Link } from 'react-router';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { formatMinute } from '../../../domain/format.ts';
import { buttonClasses } from '../../components/button-link.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { Tag } from '../../components/tag.tsx';
import { useOnline } from '../../lib/connection.ts';
import { paths } from '../../paths.ts';
import type { ChangeState } from '../../lib/field/field-store.ts';
import { sendWaiting } from '../../lib/field/sender.ts';
import type { FieldQueue } from '../../lib/field/use-field-queue.ts';
import { changeLabel, changesText, STATE_LABELS } from './queue-texts.ts';

const TONES: Record<ChangeState, 'info' | 'ok' | 'danger' | 'warn'> = {
  waiting: 'info',
  sent: 'ok',
  refused: 'danger',
  conflict: 'warn',
};

/**
 * 'Alterações feitas no campo': every change recorded in this browser in its order, with where
 * it stands — waiting, sent, refused with the server's words, or met the office's change (the
 * operation's page offers the choice).
 */
export function QueueList(props: {
  userId: string;
  queue: FieldQueue;
  operations: OperationDetail[];
}) {
  const online = useOnline();
  const { queue } = props;
  const numero = new Map(props.operations.map((d) => [d.operation.id, d.operation.numero]));
  return (
    <CardSection
      title="Alterações feitas no campo"
      className="mt-6"
      action={
        online &&
        queue.waiting > 0 && (
          <button
            type="button"
            className={buttonClasses('outline')}
            onClick={() => void sendWaiting(props.userId)}
          >
            Enviar agora
          </button>
        )
      }
    >
      <p className="mt-1 text-sm text-ink-700">
        {queue.waiting
          ? `${changesText(queue.waiting)} aguardando envio`
          : 'Nenhuma alteração aguardando envio'}
        {queue.sent > 0 &&
          ` · ${changesText(queue.sent)} já ${queue.sent === 1 ? 'enviada' : 'enviadas'}`}
        .
      </p>
      {queue.changes.length > 0 && (
        <ol className="mt-3 divide-y divide-brand-50">
          {queue.changes.map((change) => (
            <li key={change.key} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink-900">{changeLabel(change)}</p>
                <p className="text-ink-600">
                  Operação {numero.get(change.operationId) ?? '—'} · registrada em{' '}
                  {formatMinute(change.recordedAt)}
                </p>
                {change.message && <p className="text-red-700">{change.message}</p>}
                {change.state === 'conflict' && (
                  <Link
                    to={`${paths.operation}/${change.operationId}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Ver as duas versões e escolher
                  </Link>
                )}
              </div>
              <Tag tone={TONES[change.state]}>{STATE_LABELS[change.state]}</Tag>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
