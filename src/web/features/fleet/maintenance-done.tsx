import { Wrench } from 'lucide-react';
import type { MaintenanceResponse } from '../../../domain/fleet/contracts.ts';
import { MAINTENANCE_HISTORY_SIZE } from '../../../domain/fleet/values.ts';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { EmptyState } from '../../components/empty-state.tsx';

type Done = MaintenanceResponse['realizadas'][number];

/**
 * What a record says besides its day and item (or its description, without an item): the
 * description when it is not the item's name, hours, cost (not sent to a pilot) and who.
 */
const details = (done: Done) =>
  [
    done.item !== null && done.descricao !== done.item && done.descricao,
    done.horas !== null && `${formatDecimal(done.horas, 1)} h`,
    done.custo_cents !== undefined && formatBRL(done.custo_cents),
    done.por && `registrada por ${done.por}`,
  ].filter(Boolean);

/**
 * 'Manutenções realizadas' of an aircraft (issue 40 item 4): the latest first, each with its day,
 * item, hours, cost and who recorded it; the server sends the latest `MAINTENANCE_HISTORY_SIZE`.
 */
export function MaintenanceDone({ records }: { records: Done[] }) {
  return (
    <section aria-labelledby="manutencoes-realizadas" className="mt-4">
      <h3 id="manutencoes-realizadas" className="font-semibold text-ink-900">
        Manutenções realizadas
      </h3>
      {records.length === 0 ? (
        <EmptyState icon={Wrench}>Nenhuma manutenção registrada nesta aeronave.</EmptyState>
      ) : (
        <>
          <ul className="mt-2 space-y-2 text-sm">
            {records.map((done) => (
              <li key={done.id} className="rounded-xl border border-brand-100 p-3">
                <p className="text-ink-900">
                  <strong>{formatDate(done.data)}</strong> · {done.item ?? done.descricao}
                </p>
                <p className="mt-1 text-ink-700">{details(done).join(' · ')}</p>
              </li>
            ))}
          </ul>
          {records.length === MAINTENANCE_HISTORY_SIZE && (
            <p className="mt-2 text-sm text-ink-700">
              Mostrando as {MAINTENANCE_HISTORY_SIZE} mais recentes.
            </p>
          )}
        </>
      )}
    </section>
  );
}
