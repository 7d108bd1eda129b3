import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '../../../domain/format.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { referralsQuery } from './api.ts';
import { Cell, Row, RowList, StatusTag } from './rows.tsx';

const COLUMNS = 'lg:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem]';
const HEADER = ['Empresa', 'Status', 'Indicada em', 'Convertida em'];

/** 'Referidos': the companies that signed up through the link, newest first. */
export function ReferralsTab() {
  const [page, setPage] = useState(1);
  const query = useQuery(referralsQuery(page));
  return (
    <PagedList
      query={query}
      error="Não foi possível carregar as indicações."
      empty={
        <EmptyState>
          Nenhuma empresa indicada ainda. Compartilhe seu link de indicação para começar.
        </EmptyState>
      }
      page={page}
      onPage={setPage}
    >
      {(data) => (
        <RowList columns={COLUMNS} header={HEADER}>
          {data.items.map((row) => (
            <Row key={row.id} columns={COLUMNS}>
              <Cell label="Empresa" wide>
                <strong>{row.company_name ?? '—'}</strong>
              </Cell>
              <Cell label="Status">
                <StatusTag status={row.status} />
              </Cell>
              <Cell label="Indicada em">{formatDay(row.created_at)}</Cell>
              <Cell label="Convertida em">{formatDay(row.converted_at)}</Cell>
            </Row>
          ))}
        </RowList>
      )}
    </PagedList>
  );
}
