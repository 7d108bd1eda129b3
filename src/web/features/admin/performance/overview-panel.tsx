import { Download, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { formatDecimal } from '../../../../domain/format.ts';
import { PERFORMANCE_METRIC_LABELS } from '../../../../domain/monitoring/values.ts';
import { ActionButton } from '../../../components/action-button.tsx';
import { downloadJson, samplesJson } from './export-samples.ts';
import { heapMemory, HISTORY, useLiveMetrics } from './live-metrics.ts';
import { MetricCard } from './metric-card.tsx';
import { navigationTiming } from './navigation-timing.ts';
import { limitsHint, RatingBadge } from './rating-badge.tsx';

const ms = (value: number) => `${formatDecimal(value, 0)} ms`;

/** Visão geral: this browser's metrics in real time, and how this page loaded. */
export function OverviewPanel() {
  const { running, samples, start, pause } = useLiveMetrics();
  const [timing] = useState(navigationTiming);
  const [hasMemory] = useState(() => heapMemory() !== null);
  const last = (list: { value: number }[]) => list.at(-1)?.value;
  const fps = last(samples.fps);
  const memory = last(samples.memory);
  const latency = last(samples.latency);
  const values = (list: { value: number }[]) => list.map((s) => s.value);
  const exportJson = () =>
    downloadJson(
      `performance-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`,
      samplesJson(samples, timing),
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        {running ? (
          <ActionButton icon={Pause} variant="outline" onClick={pause}>
            Pausar
          </ActionButton>
        ) : (
          <ActionButton icon={Play} onClick={start}>
            Iniciar
          </ActionButton>
        )}
        <ActionButton icon={Download} variant="outline" onClick={exportJson}>
          Exportar JSON
        </ActionButton>
        <p className="text-sm text-ink-600" role="status">
          {running
            ? `Coletando: FPS a cada 1 s, memória a cada 2 s, latência a cada 5 s (últimas ${HISTORY} amostras).`
            : 'Pausado.'}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <MetricCard
          title="FPS"
          value={fps ?? '—'}
          badge={fps !== undefined && <RatingBadge metric="fps" value={fps} />}
          hint={limitsHint('fps')}
          history={values(samples.fps)}
          unit="fps"
        />
        <MetricCard
          title="Memória (heap JS)"
          value={
            hasMemory
              ? memory === undefined
                ? '—'
                : `${formatDecimal(memory, 1)} MB`
              : 'indisponível neste navegador'
          }
          hint={
            hasMemory
              ? `Limite: ${formatDecimal(heapMemory()!.jsHeapSizeLimit / 1024 / 1024, 0)} MB`
              : 'O navegador não informa a memória usada.'
          }
          history={values(samples.memory)}
          unit="MB"
        />
        <MetricCard
          title="Latência de rede"
          value={latency === undefined ? '—' : ms(latency)}
          badge={latency !== undefined && <RatingBadge metric="latency" value={latency} />}
          hint={limitsHint('latency', ' ms')}
          history={values(samples.latency)}
          unit="ms"
        />
      </div>

      <section
        className="rounded-2xl border border-brand-100 bg-white p-4"
        aria-label="Esta página"
      >
        <h3 className="font-semibold text-ink-900">Esta página (Navigation Timing)</h3>
        {timing ? (
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {(['loadTime', 'renderTime'] as const).map((metric) => (
              <div key={metric}>
                <dt className="text-xs font-medium text-ink-600 uppercase">
                  {PERFORMANCE_METRIC_LABELS[metric]}
                </dt>
                <dd className="mt-1 flex flex-wrap items-center gap-2 text-ink-900">
                  {ms(timing[metric])} <RatingBadge metric={metric} value={timing[metric]} />
                  <span className="text-xs text-ink-600">{limitsHint(metric, ' ms')}</span>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm text-ink-600">
            O navegador não informou o carregamento desta página.
          </p>
        )}
      </section>
    </div>
  );
}
