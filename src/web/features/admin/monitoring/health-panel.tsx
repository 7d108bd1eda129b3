import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  HEALTH_CHECK,
  type HealthDisplay,
  type HealthItem,
} from '../../../../domain/admin/monitoring.ts';
import { formatMoment } from '../../../../domain/format.ts';
import { buttonClasses } from '../../../components/button-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { healthQuery } from './api.ts';
import { HealthBadge } from './health-badge.tsx';

/**
 * 'Saúde do sistema' (spec part 2 §2, §4, §9): the first check 2 s after opening, then every
 * 5 min, or now on request; everything reads 'Verificando' while a check runs.
 */
export function HealthPanel() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), HEALTH_CHECK.firstAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const health = useQuery(healthQuery(started));
  const checking = !started || health.isFetching;
  const report = health.data;
  const runNow = () => (started ? void health.refetch() : setStarted(true));
  const overall: HealthDisplay = checking || !report ? 'checking' : report.overall;
  return (
    <section aria-labelledby="saude-do-sistema">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="saude-do-sistema"
            className="flex items-center gap-2 text-lg font-bold text-ink-900"
          >
            Status geral <HealthBadge status={overall} />
          </h2>
          <p className="text-sm text-ink-600">
            {report
              ? `Última verificação: ${formatMoment(report.checked_at)}. Verifica a cada 5 minutos.`
              : 'A primeira verificação começa em instantes.'}
          </p>
        </div>
        <button
          type="button"
          onClick={runNow}
          disabled={health.isFetching}
          className={buttonClasses('outline')}
        >
          <RefreshCw
            className={`h-4 w-4 ${health.isFetching ? 'animate-spin' : ''}`}
            aria-hidden="true"
          />
          Verificar agora
        </button>
      </div>
      {health.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {errorMessage(
            health.error,
            'Não foi possível verificar a saúde do sistema. Tente novamente.',
          )}
        </p>
      )}
      {report && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {report.items.map((item) => (
            <HealthRow key={item.name} item={item} checking={checking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HealthRow({ item, checking }: { item: HealthItem; checking: boolean }) {
  return (
    <li aria-label={item.name} className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{item.name}</p>
          <p className="text-sm text-ink-600">{item.description}</p>
        </div>
        <HealthBadge status={checking ? 'checking' : item.status} />
      </div>
      <p className="mt-2 text-sm text-ink-800">{item.message}</p>
      <p className="mt-1 text-xs text-ink-600">
        {item.response_time_ms} ms · verificado em {formatMoment(item.last_checked)}
      </p>
    </li>
  );
}
