import { formatDay } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { commissionsQuery } from './api.ts';
import { Cell, PagedRows, StatusTag } from './rows.tsx';

const COLUMNS = 'lg:grid-cols-[7rem_minmax(0,1fr)_7rem_7rem_7rem_7rem]';
const HEADER = ['Tipo', 'Empresa', 'Base', 'Comissão', 'Status', 'Data'];

/** A kind as a word ('assinatura' → 'Assinatura'). */
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** 'Comissões': newest first, a page at a time. */
export function CommissionsTab() {
  return (
    <PagedRows
      query={commissionsQuery}
      error="Não foi possível carregar as comissões."
      empty="Nenhuma comissão ainda. Elas aparecem quando uma empresa indicada paga a assinatura."
      columns={COLUMNS}
      header={HEADER}
      cells={(row) => (
        <>
          <Cell label="Tipo">{kindLabel(row.tipo_comissao)}</Cell>
          <Cell label="Empresa" wide>
            {row.company_name ?? '—'}
          </Cell>
          <Cell label="Base">{formatBRL(row.valor_base)}</Cell>
          <Cell label="Comissão">
            <strong>{formatBRL(row.valor_comissao)}</strong>
          </Cell>
          <Cell label="Status">
            <StatusTag status={row.status} />
          </Cell>
          <Cell label="Data">{formatDay(row.data_pagamento ?? row.created_at)}</Cell>
        </>
      )}
    />
  );
}
