import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  VITALS_PERIOD_LABELS,
  VITALS_PERIODS,
  type VitalsPeriod,
} from '../../../../domain/admin/performance.ts';
import {
  PERFORMANCE_METRIC_LABELS,
  WEB_VITAL_NAMES,
} from '../../../../domain/monitoring/values.ts';
import { counted } from '../../../../domain/plural.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LabelledSelect } from '../../../components/labelled-select.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { labelledOptions } from '../../../components/select-field.tsx';
import { useSearchedPages } from '../../../lib/searched-pages.ts';
import { vitalsQuery } from './api.ts';
import { VitalCell, VitalsTable } from './vitals-table.tsx';

const PERIOD_OPTIONS = labelledOptions(VITALS_PERIODS, VITALS_PERIOD_LABELS);

/**
 * Web Vitals: the 75th percentile of what every user's browser reported, for all routes together
 * and per route (most samples first) and week, over the chosen period.
 */
export function WebVitalsPanel() {
  const [periodo, setPeriodo] = useState<VitalsPeriod>('30');
  const { busca, setBusca, term, pagina, setPagina } = useSearchedPages();
  const query = useQuery(vitalsQuery(periodo, term, pagina));
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelledSelect
          label="Período"
          value={periodo}
          onChange={(value) => {
            setPeriodo(value as VitalsPeriod);
            setPagina(1);
          }}
          options={PERIOD_OPTIONS}
        />
        <SearchField
          label="Buscar rota"
          value={busca}
          onChange={setBusca}
          placeholder="Buscar rota..."
          className="w-full sm:w-72"
        />
      </div>
      <p className="mt-3 text-sm text-ink-600">
        p75 (75º percentil) de todos os usuários. {PERFORMANCE_METRIC_LABELS.INP}.
      </p>
      <Loaded query={query} error="Não foi possível carregar as Web Vitals.">
        {(report) =>
          Object.keys(report.overall).length === 0 ? (
            <EmptyState>Nenhuma métrica registrada no período.</EmptyState>
          ) : (
            <>
              <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
                {WEB_VITAL_NAMES.map((name) => (
                  <div key={name} className="rounded-2xl border border-brand-100 bg-white p-3">
                    <dt className="text-xs font-medium text-ink-600 uppercase">
                      {PERFORMANCE_METRIC_LABELS[name]}
                    </dt>
                    <dd className="mt-1">
                      <VitalCell name={name} vitals={report.overall} />
                    </dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-8 font-semibold text-ink-900">
                Por rota ({counted(report.total, 'rota', 'rotas')})
              </h3>
              {report.total === 0 && <EmptyState>Nenhuma rota encontrada.</EmptyState>}
              <ul className="mt-2 space-y-4">
                {report.routes.map((route) => (
                  <li key={route.path} className="rounded-2xl border border-brand-100 bg-white p-4">
                    <p className="flex flex-wrap items-baseline justify-between gap-2">
                      <code className="font-semibold break-all text-brand-700">{route.path}</code>
                      <span className="text-sm text-ink-600">
                        {counted(route.samples, 'amostra', 'amostras')}
                      </span>
                    </p>
                    <VitalsTable path={route.path} vitals={route.vitals} weeks={route.weeks} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={pagina}
                total={report.total}
                pageSize={report.pageSize}
                onPage={setPagina}
              />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
