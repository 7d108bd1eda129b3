import { formatDay } from '../../../domain/format.ts';
import { referralsQuery } from './api.ts';
import { Cell, PagedRows, StatusTag } from './rows.tsx';

const COLUMNS = 'lg:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem]';
const HEADER = ['Empresa', 'Status', 'Indicada em', 'Convertida em'];

/** 'Referidos': the companies that signed up through the link, newest first. */
export function ReferralsTab() {
  return (
    <PagedRows
      query={referralsQuery}
      error="Não foi possível carregar as indicações."
      empty="Nenhuma empresa indicada ainda. Compartilhe seu link de indicação para começar."
      columns={COLUMNS}
      header={HEADER}
      cells={(row) => (
        <>
          <Cell label="Empresa" wide>
            <strong>{row.company_name ?? '—'}</strong>
          </Cell>
          <Cell label="Status">
            <StatusTag status={row.status} />
          </Cell>
          <Cell label="Indicada em">{formatDay(row.created_at)}</Cell>
          <Cell label="Convertida em">{formatDay(row.converted_at)}</Cell>
        </>
      )}
    />
  );
}
