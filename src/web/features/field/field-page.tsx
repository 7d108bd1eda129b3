import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { CardSection } from '../../components/card-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PAGE_HEADINGS } from '../../page-headings.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useFieldMark } from '../../lib/field-session.ts';
import { readTaken } from '../../lib/field/take.ts';
import { useFieldQueue } from '../../lib/field/use-field-queue.ts';
import { useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { FuelForm } from './fuel-form.tsx';
import { QueueList } from './queue-list.tsx';
import { TakeSection } from './take-section.tsx';

/**
 * `/campo`: the work taken to the field (issue 41) — 'Levar para o campo', the operations in
 * this browser (each opens its page, which works with no signal), their fuel, and the changes
 * recorded here with where each stands.
 */
export function FieldPage() {
  const me = useMe();
  const userId = me.data?.user.id;
  const mark = useFieldMark(userId);
  const queue = useFieldQueue(userId);
  const taken = useQuery({
    queryKey: ['field', 'taken', userId, mark?.takenAt, queue.changes.length, queue.sent],
    queryFn: () => readTaken(userId!),
    enabled: !!userId && !!mark,
    networkMode: 'always',
  });
  const operations = taken.data ?? [];
  return (
    <>
      <PageHeader {...PAGE_HEADINGS[paths.field]} />
      <div className="mt-6">
        <TakeSection mark={mark} />
      </div>
      {operations.length > 0 && (
        <CardSection title="Operações neste aparelho" className="mt-6">
          <ul className="mt-2 divide-y divide-brand-50">
            {operations.map(({ operation, report }) => (
              <li key={operation.id} className="py-2 text-sm">
                <Link
                  to={`${paths.operation}/${operation.id}`}
                  className="flex flex-wrap items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  Operação {operation.numero}
                  <StatusBadge status={operation.status} />
                </Link>
                <span className="text-ink-600">
                  {formatDate(operation.data)} · {report.contratante?.nome} ·{' '}
                  {report.propriedade?.nome}
                </span>
              </li>
            ))}
          </ul>
        </CardSection>
      )}
      {operations.length > 0 && <FuelForm operations={operations} />}
      {userId && <QueueList userId={userId} queue={queue} operations={operations} />}
    </>
  );
}
