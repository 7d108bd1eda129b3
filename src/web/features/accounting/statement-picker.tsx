import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementLine } from '../../../domain/accounting/response-contracts.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { useDebounced } from '../../lib/debounce.ts';
import { titlesQuery, type TitleFilters } from './api.ts';
import { MatchRow } from './statement-match.tsx';

/**
 * When no suggestion fits: the open installments on the line's side (money in pays a
 * receivable, money out a payable), searched by description, document or counterpart.
 */
export function InstallmentPicker({ line }: { line: StatementLine }) {
  const [busca, setBusca] = useState('');
  const filters: TitleFilters = {
    lado: line.valor_cents >= 0 ? 'receber' : 'pagar',
    status: 'pendente',
    busca: useDebounced(busca),
    de: '',
    ate: '',
    category_id: '',
    client_id: '',
  };
  // Overdue first, then those still to fall due: the first page of each.
  const overdue = useQuery(titlesQuery({ ...filters, status: 'vencido' }, 1));
  const due = useQuery(titlesQuery({ ...filters, status: 'pendente' }, 1));
  return (
    <div className="mt-3 space-y-3 rounded-xl border border-brand-100 p-3">
      <SearchField
        label={`Buscar conta ${filters.lado === 'receber' ? 'a receber' : 'a pagar'} em aberto`}
        value={busca}
        onChange={setBusca}
        placeholder="Buscar por descrição, documento ou contraparte..."
      />
      <Loaded query={due} error="Não foi possível carregar as contas em aberto.">
        {(page) => {
          const open = [...(overdue.data?.items ?? []), ...page.items];
          return open.length === 0 ? (
            <EmptyState>Nenhuma conta em aberto encontrada.</EmptyState>
          ) : (
            <ul aria-label="Contas em aberto" className="max-h-96 space-y-2 overflow-y-auto">
              {open.map((row) => (
                <MatchRow key={row.id} line={line} installmentId={row.id} payable={row} />
              ))}
            </ul>
          );
        }}
      </Loaded>
    </div>
  );
}
