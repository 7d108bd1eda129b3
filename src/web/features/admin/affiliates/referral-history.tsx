import { COMMISSION_STATUS_LABELS } from '../../../../domain/affiliates/values.ts';
import { formatDay } from '../../../../domain/format.ts';
import { referralsQuery } from './api.ts';
import { HistoryList } from './history-list.tsx';

/** The companies an affiliate referred, named as they signed up (issue 45 item 8), newest first. */
export function ReferralHistory({ id }: { id: string }) {
  return (
    <HistoryList
      title="Empresas indicadas"
      query={(pagina) => referralsQuery(id, pagina)}
      error="Não foi possível carregar as indicações."
      empty="Nenhuma empresa indicada."
      item={(r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate font-semibold text-ink-900">
            {r.company_name ?? 'Empresa sem nome'}
          </span>
          <span className="text-ink-700">{COMMISSION_STATUS_LABELS[r.status]}</span>
          <span className="text-ink-600 tabular-nums">{formatDay(r.created_at)}</span>
        </li>
      )}
    />
  );
}
