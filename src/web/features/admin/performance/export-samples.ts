import {
  PERFORMANCE_THRESHOLDS,
  ratePerformance,
  type PerformanceMetric,
} from '../../../../domain/monitoring/values.ts';
import type { LiveSamples, Sample } from './live-metrics.ts';
import type { navigationTiming } from './navigation-timing.ts';

const rated = (metric: PerformanceMetric, samples: Sample[]) =>
  samples.map((sample) => ({ ...sample, rotulo: ratePerformance(metric, sample.value) }));

/** What 'Exportar JSON' saves: the samples with their labels, this page's load and the limits. */
export function samplesJson(
  samples: LiveSamples,
  timing: ReturnType<typeof navigationTiming>,
  now = new Date(),
) {
  const { fps, latency, loadTime, renderTime } = PERFORMANCE_THRESHOLDS;
  return {
    exportadoEm: now.toISOString(),
    amostras: {
      fps: rated('fps', samples.fps),
      memoriaMb: samples.memory,
      latenciaMs: rated('latency', samples.latency),
    },
    navegacao: timing && {
      tempoCarregamentoMs: timing.loadTime,
      rotuloCarregamento: ratePerformance('loadTime', timing.loadTime),
      tempoRenderizacaoMs: timing.renderTime,
      rotuloRenderizacao: ratePerformance('renderTime', timing.renderTime),
    },
    limites: {
      fps,
      latenciaMs: latency,
      tempoCarregamentoMs: loadTime,
      tempoRenderizacaoMs: renderTime,
    },
  };
}

/** Downloads `data` as a JSON file named `name`. */
export function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}
