import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { formatDocument } from '../../../domain/br/documents.ts';
import { formatDate } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { entriesQuery } from './api.ts';
import { quantityWithUnit } from './quantity.ts';
import { useSeesMoney } from '../../lib/session.ts';

/** 'Notas fiscais': the entries recorded, newest first, each with its lots. */
export function EntriesTab() {
  const money = useSeesMoney(); // a pilot's answers have no amounts (decision 034)
  const [pagina, setPagina] = useState(1);
  const entries = useQuery(entriesQuery(pagina));
  return (
    <Loaded query={entries} error="Não foi possível carregar as notas fiscais.">
      {(page) =>
        page.total === 0 ? (
          <EmptyState icon={FileText}>Nenhuma nota fiscal lançada ainda.</EmptyState>
        ) : (
          <>
            <ul aria-label="Notas fiscais" className="space-y-2">
              {page.entradas.map((entry) => (
                <li key={entry.id} className="rounded-2xl border border-brand-100 bg-white p-4">
                  <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
                    <p className="font-semibold text-ink-900">
                      NF {entry.nf_numero} série {entry.nf_serie} · {formatDate(entry.nf_data)}
                    </p>
                    {money && (
                      <p className="font-bold text-ink-900">{formatBRL(entry.total_cents)}</p>
                    )}
                  </div>
                  <p className="text-sm text-ink-600">
                    {entry.fornecedor.nome} · {entry.fornecedor.cnpj.length === 11 ? 'CPF' : 'CNPJ'}{' '}
                    {formatDocument(entry.fornecedor.cnpj)}
                  </p>
                  <ul className="mt-2 space-y-0.5 text-sm text-ink-700">
                    {entry.linhas.map((lot) => (
                      <li key={lot.id}>
                        {lot.nome} · lote {lot.lote} ·{' '}
                        {quantityWithUnit(lot.quantidade_inicial, lot.unidade)}
                        {money && ` a ${formatBRL(lot.custo_unitario_cents)}/${lot.unidade}`}
                        {lot.validade && ` · validade ${formatDate(lot.validade)}`}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Pagination
              page={pagina}
              total={page.total}
              pageSize={page.pageSize}
              onPage={setPagina}
            />
          </>
        )
      }
    </Loaded>
  );
}
