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
      cells={(r) => (
        <>
          <span className="min-w-0 flex-1 truncate font-semibold text-ink-900">
            {r.company_name ?? 'Empresa sem nome'}
          </span>
        </>
      )}
    />
  );
}
