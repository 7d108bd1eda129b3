import { useQuery } from '@tanstack/react-query';
import { counted } from '../../../../domain/plural.ts';
import { emailTotalsQuery, peopleKeys } from './api.ts';
import { EmailGroupList } from './email-group-list.tsx';
import { RefreshButton } from './refresh-button.tsx';

/**
 * E-mails (spec part 2 §2): the totals, the active companies' contact e-mails and the ones
 * awaiting payment, each list searched and paged on the server, with 'Copiar Todos'.
 */
export function EmailsTab() {
  const totals = useQuery(emailTotalsQuery);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <dl className="flex flex-wrap gap-3">
          <Total label="Total" value={totals.data && totals.data.ativos + totals.data.aguardando} />
          <Total label="Ativos" value={totals.data?.ativos} />
          <Total label="Aguardando pagamento" value={totals.data?.aguardando} />
        </dl>
        <div className="ml-auto">
          <RefreshButton keys={[peopleKeys.emails]} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <EmailGroupList group="ativos" title="Empresas ativas" />
        <EmailGroupList group="aguardando" title="Aguardando pagamento" />
      </div>
    </>
  );
}

function Total(props: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-white px-4 py-3">
      <dt className="text-xs font-medium text-ink-600 uppercase">{props.label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink-900">
        {props.value === undefined ? '—' : counted(props.value, 'e-mail', 'e-mails')}
      </dd>
    </div>
  );
}
