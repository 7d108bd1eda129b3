import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { CardSection } from '../../components/card-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { fieldHeading } from '../../headings/field.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useFieldMark } from '../../lib/field-session.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { readTaken } from '../../lib/field/take.ts';
import { useFieldQueue } from '../../lib/field/use-field-queue.ts';
import { useMe } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { QueueList } from './queue-list.tsx';
import { TakeSection } from './take-section.tsx';

// The flight's fuel form (react-hook-form and the contract) is not on the first load: requested
// once operations are kept here, it is drawn with the cards below 'Levar para o campo', which
// wait for that list anyway (precached with the page for the field, scripts/precache.ts).
const loadFuelForm = () => import('./fuel-form.tsx').then((m) => m.FuelForm);
const FuelForm = lazyComponent(loadFuelForm);

/** The longest the cards below 'Levar para o campo' wait for its list before drawing anyway. */
const LIST_WAIT_MS = 2_000;

/**
 * Whether the cards below 'Levar para o campo' may be drawn: once its list has come (it grows
 * the card by a line an operation) and the operations kept here have been read, so the cards
 * come in at their final place instead of being pushed down (docs/benchmarks.md, "/campo's
 * shift"); a list slower than LIST_WAIT_MS does not keep the changes waiting to be sent off
 * the screen.
 */
function useBelowReady(kept: boolean) {
  const [listed, setListed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LIST_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // Once drawn, they stay (a later read of the operations kept here does not take them away).
  if (!ready && listed && kept) setReady(true);
  return { ready, onListed: useCallback(() => setListed(true), []) };
}

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
  const below = useBelowReady(!taken.isLoading);
  const hasOperations = operations.length > 0;
  useEffect(() => {
    if (hasOperations) void loadFuelForm();
  }, [hasOperations]);
  return (
    <>
      <PageHeader {...fieldHeading} />
      <div className="mt-6">
        <TakeSection mark={mark} onListed={below.onListed} />
      </div>
      {below.ready && hasOperations && (
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
      {/* One boundary: the queue's card comes in with the fuel's, not above it and then pushed. */}
      <Suspense>
        {below.ready && hasOperations && <FuelForm operations={operations} />}
        {below.ready && userId && (
          <QueueList userId={userId} queue={queue} operations={operations} />
        )}
      </Suspense>
    </>
  );
}
