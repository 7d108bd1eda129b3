import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { formatWeekday } from '../../../domain/dashboard/texts.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../paths.ts';

/** Scheduled and running operations of today and the next 6 days. */
export function UpcomingList({ upcoming }: { upcoming: Dashboard['upcoming'] }) {
  return (
    <section
      aria-labelledby="proximos-dias"
      className="self-start rounded-2xl border border-brand-100 bg-white"
    >
      <h2
        id="proximos-dias"
        className="flex items-center gap-2 border-b border-brand-50 px-4 py-3 font-semibold text-ink-900"
      >
        <CalendarDays className="h-5 w-5 text-brand-600" aria-hidden="true" /> Próximos 7 dias
      </h2>
      {upcoming.length === 0 ? (
        <p className="px-4 py-6 text-center text-ink-600">
          Nenhuma operação agendada para os próximos 7 dias.
        </p>
      ) : (
        <ul className="divide-y divide-brand-50">
          {upcoming.map((op) => (
            <li key={op.id}>
              <Link
                to={`${paths.operation}/${op.id}`}
                className="flex items-start justify-between gap-3 px-4 py-3 hover:bg-brand-50/60"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {formatWeekday(op.data)}
                    {op.hora_inicio && ` · ${op.hora_inicio}`} · {op.numero}
                  </p>
                  <p className="truncate text-sm text-ink-600">
                    {op.client ?? '—'} · {op.property ?? '—'}
                  </p>
                  <p className="text-sm text-ink-600">
                    {op.aircraft ?? 'aeronave —'} · {op.pilot ?? 'piloto —'}
                  </p>
                </div>
                <StatusBadge status={op.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
