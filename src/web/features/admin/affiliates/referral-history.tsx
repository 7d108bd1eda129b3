import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMISSION_STATUS_LABELS } from '../../../../domain/affiliates/values.ts';
import { formatDay } from '../../../../domain/format.ts';
import { PagedItems } from '../../../components/paged-list.tsx';
import { referralsQuery } from './api.ts';

/** The companies an affiliate referred, named as they signed up (issue 45 item 8), newest first. */
export function ReferralHistory({ id }: { id: string }) {
  const [pagina, setPagina] = useState(1);
  const referrals = useQuery(referralsQuery(id, pagina));
  return (
    <section>
      <h3 className="font-semibold text-ink-900">Empresas indicadas</h3>
      <PagedItems
        query={referrals}
        error="Não foi possível carregar as indicações."
        empty={<p className="mt-2 text-sm text-ink-600">Nenhuma empresa indicada.</p>}
        page={pagina}
        onPage={setPagina}
        className="mt-2 divide-y divide-brand-100 rounded-xl border border-brand-100"
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
    </section>
  );
}
