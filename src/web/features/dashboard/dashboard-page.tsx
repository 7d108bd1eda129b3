import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { APP_NAME } from '../../../domain/constants.ts';
import { ROLE_LABELS } from '../../../domain/companies/badges.ts';
import { Spinner } from '../../components/spinner.tsx';
import { SubscribeButton } from '../../components/subscribe-button.tsx';
import { WhenVisible } from '../../components/when-visible.tsx';
import { dashboardQuery } from '../../lib/dashboard.ts';
import { useMe } from '../../lib/session.ts';
import { Alerts } from './alerts.tsx';
import { FirstSteps } from './first-steps.tsx';
import { KpiCards } from './kpi-cards.tsx';
import { UpcomingList } from './upcoming-list.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { counted } from '../../../domain/plural.ts';

// The charts library is loaded after the figures are on screen, when the charts come into view.
const CHART_PLACEHOLDER = 'h-72 rounded-2xl bg-brand-50/60';
const MonthlyCharts = lazyComponent(() =>
  import('./monthly-charts.tsx').then((m) => m.MonthlyCharts),
);

/** /dashboard: the month at a glance, from one aggregate call (issue 6 §3). */
export function DashboardPage() {
  const { data: me } = useMe();
  const membership = me?.membership;
  const company = membership?.company;
  // The route's loader has started the request; mounting does not start another.
  const dashboard = useQuery({ ...dashboardQuery, refetchOnMount: false });
  const data = dashboard.data;
  return (
    <>
      <title>{`Dashboard — ${APP_NAME}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Dashboard</h1>
          {company && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600">
              <span>{company.company_name}</span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
                {ROLE_LABELS[membership.role]}
              </span>
            </p>
          )}
          {/* Its line is kept while the figures load, so nothing below moves when it arrives. */}
          <p className="mt-1 min-h-6 text-ink-600">
            {data && `${data.scope === 'pilot' ? 'Seus voos em' : 'Mês de'} ${data.month}`}
          </p>
        </div>
      </div>
      {/* A company's page: the route sends a user of no company elsewhere first. */}
      {company && (
        <div className="mt-6 space-y-6">
          {company.subscription_status === 'trial' && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent-400 bg-accent-300/20 p-4">
              <p className="font-medium text-ink-900">
                Teste grátis:{' '}
                {counted(company.trial_days_remaining, 'dia restante', 'dias restantes')}
              </p>
              {membership.role === 'owner' && <SubscribeButton />}
            </div>
          )}
          {dashboard.isPending ? (
            <Spinner />
          ) : dashboard.isError || !data ? (
            <p role="alert" className="text-red-700">
              Não foi possível carregar o dashboard. Verifique sua conexão e tente novamente.
            </p>
          ) : (
            <>
              {data.first_steps && <FirstSteps steps={data.first_steps} />}
              <Alerts
                mapa={data.mapa}
                documents={data.documents}
                stock={data.stock}
                manutencao={data.manutencao}
              />
              <KpiCards kpis={data.kpis} compared={data.compared} />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
                <div className="min-w-0 lg:col-span-2">
                  {data.monthly.some((m) => m.hectares > 0 || (m.revenue_cents ?? 0) > 0) ? (
                    // Below the fold on a phone: the charts' code loads when they come into view.
                    <WhenVisible placeholderClassName={CHART_PLACEHOLDER}>
                      <Suspense fallback={<div className={CHART_PLACEHOLDER} />}>
                        <MonthlyCharts monthly={data.monthly} />
                      </Suspense>
                    </WhenVisible>
                  ) : (
                    // Nothing to draw: the charts' code is not even loaded.
                    <p className="flex h-40 items-center justify-center rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 px-4 text-center text-ink-600">
                      Nenhuma operação concluída nos últimos 12 meses.
                    </p>
                  )}
                </div>
                <UpcomingList upcoming={data.upcoming} />
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}
