import { labelled } from '../labelled.ts';

/** Spec part 1 §3 'Client error log entry' types, as the admin's error log names them. */
export const { values: CLIENT_ERROR_TYPES, labels: CLIENT_ERROR_TYPE_LABELS } = labelled({
  boundary: 'Tela de erro',
  error: 'Erro',
  rejection: 'Promessa rejeitada',
});
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

/** The Core Web Vitals the browser sends (issue 4 'Analytics'), measured by the web-vitals package. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** What the admin's Performance tab rates: the web vitals and the page's own measurements. */
export type PerformanceMetric =
  WebVitalName | 'FID' | 'fps' | 'loadTime' | 'renderTime' | 'latency';

/** A metric's limits: `good` still rates 'Ótimo', `poor` still rates 'Médio'. */
export type Threshold = { good: number; poor: number; higherIsBetter?: true };

/**
 * Spec part 2 §9 'Performance thresholds' (fps, LCP, FID, CLS, load and render time, network
 * latency). INP (which replaced FID in the browsers), TTFB and FCP follow web.dev's definitions.
 * Times in milliseconds; CLS has no unit.
 */
export const PERFORMANCE_THRESHOLDS: Record<PerformanceMetric, Threshold> = {
  fps: { good: 50, poor: 30, higherIsBetter: true },
  LCP: { good: 2_500, poor: 4_000 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1_800 },
  FCP: { good: 1_800, poor: 3_000 },
  loadTime: { good: 3_000, poor: 5_000 },
  renderTime: { good: 1_500, poor: 3_000 },
  latency: { good: 100, poor: 300 },
};

/** Spec part 2 §2 'Performance' labels. */
export const PERFORMANCE_RATINGS = ['Ótimo', 'Médio', 'Ruim'] as const;
export type PerformanceRating = (typeof PERFORMANCE_RATINGS)[number];

/**
 * A value's label. A value on a limit takes the better label, as web.dev reads its own table
 * (LCP 2500 ms is good, 4000 ms needs improvement; 50 fps is 'Ótimo', 30 fps 'Médio'): 'Ruim'
 * only beyond the poor limit.
 */
export function ratePerformance(metric: PerformanceMetric, value: number): PerformanceRating {
  const { good, poor, higherIsBetter } = PERFORMANCE_THRESHOLDS[metric];
  if (higherIsBetter) return value >= good ? 'Ótimo' : value >= poor ? 'Médio' : 'Ruim';
  return value <= good ? 'Ótimo' : value <= poor ? 'Médio' : 'Ruim';
}

/** How each metric is named on the Performance tab. */
export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = {
  fps: 'FPS',
  LCP: 'LCP',
  FID: 'FID',
  INP: 'INP (substitui o FID)',
  CLS: 'CLS',
  TTFB: 'TTFB',
  FCP: 'FCP',
  loadTime: 'Tempo de carregamento',
  renderTime: 'Tempo de renderização',
  latency: 'Latência de rede',
};
