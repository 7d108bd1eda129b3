import { useQuery } from '@tanstack/react-query';
import { FileDown, PackageCheck, PackageOpen } from 'lucide-react';
import { Suspense, useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { PACKAGE_TYPE_LABELS, type ContainerStatus } from '../../../domain/stock/values.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { containersQuery } from './api.ts';
import { PeriodFile } from './period-fields.tsx';
import { quantityWithUnit } from './quantity.ts';
import { ReturnsList } from './returns-list.tsx';
import type { StockAccess } from './stock-page.tsx';
import { Tag } from '../../components/tag.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { FilterCard } from '../../components/filter-card.tsx';
import { ActionButton } from '../../components/action-button.tsx';

const ReturnDialog = lazyComponent(() => import('./return-dialog.tsx').then((m) => m.ReturnDialog));

const STATUS: Record<ContainerStatus, [string, 'ok' | 'warn' | 'danger' | 'info']> = {
  em_dia: ['Em dia', 'ok'],
  vence_em_breve: ['Vence em breve', 'warn'],
  vencida: ['Prazo vencido', 'danger'],
  devolvida: ['Devolvida', 'info'],
};

/** 'Embalagens vazias': what is owed (Lei 9.974/2000), returns with receipts, the report. */
export function ContainersTab({ access }: { access: StockAccess }) {
  const [situacao, setSituacao] = useState<ContainerStatus | ''>('');
  const [returning, setReturning] = useState(false);
  const list = useQuery(containersQuery(situacao));
  const summary = list.data?.resumo;
  const cards: [ContainerStatus | '', string, number | undefined][] = [
    ['', 'A devolver', summary?.pendentes],
    ['vence_em_breve', 'Vencem em breve', summary?.vence_em_breve],
    ['vencida', 'Prazo vencido', summary?.vencidas],
  ];
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div role="group" aria-label="Situação" className="grid flex-1 grid-cols-3 gap-2">
          {cards.map(([value, label, count]) => (
            <FilterCard
              key={label}
              label={label}
              active={situacao === value}
              onClick={() => setSituacao(value)}
              count={count}
            />
          ))}
        </div>
        {access.office && (
          <ActionButton icon={PackageCheck} onClick={() => setReturning(true)} className="sm:ml-3">
            Registrar devolução
          </ActionButton>
        )}
      </div>
      <Loaded query={list} error="Não foi possível carregar as embalagens.">
        {(data) => {
          const rows = data.embalagens.filter((row) => situacao !== '' || row.pendentes > 0);
          if (rows.length === 0)
            return (
              <EmptyState icon={PackageOpen}>
                {situacao
                  ? 'Nenhuma embalagem nesta situação.'
                  : 'Nenhuma embalagem vazia a devolver. As embalagens de cada entrada de produto aparecem aqui.'}
              </EmptyState>
            );
          return (
            <ul
              aria-label="Embalagens a devolver"
              className="mt-4 divide-y divide-brand-50 rounded-2xl border border-brand-100 bg-white"
            >
              {rows.map((row) => (
                <li
                  key={row.id}
                  className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {row.nome} · {PACKAGE_TYPE_LABELS[row.tipo]}{' '}
                      {quantityWithUnit(row.capacidade, row.unidade)}
                    </p>
                    <p className="text-ink-600">
                      NF {row.nf_numero} · {row.fornecedor}
                      {row.local_devolucao && ` · devolver em ${row.local_devolucao}`}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end sm:gap-1">
                    <span className="font-bold whitespace-nowrap text-ink-900">
                      {row.pendentes} de {row.quantidade} a devolver
                    </span>
                    <span className="flex items-center gap-2 whitespace-nowrap text-ink-600">
                      até {formatDate(row.devolver_ate)}
                      <Tag tone={STATUS[row.situacao][1]}>{STATUS[row.situacao][0]}</Tag>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>

      <ReturnsList access={access} />

      <CardSection title="Relatório de devolução (PDF)" className="mt-8">
        <div className="mt-3">
          <PeriodFile
            label="Período do relatório"
            path="/api/stock/devolucoes/relatorio.pdf"
            open="tab"
          >
            <FileDown className="h-4 w-4" aria-hidden="true" /> Relatório de devolução
          </PeriodFile>
        </div>
      </CardSection>

      {returning && (
        <Suspense>
          <ReturnDialog onClose={() => setReturning(false)} />
        </Suspense>
      )}
    </>
  );
}
