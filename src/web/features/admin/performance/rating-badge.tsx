import {
  PERFORMANCE_THRESHOLDS,
  ratePerformance,
  type PerformanceMetric,
  type PerformanceRating,
} from '../../../../domain/monitoring/values.ts';

const tones: Record<PerformanceRating, string> = {
  Ótimo: 'bg-crop-50 text-crop-700',
  Médio: 'bg-accent-300/30 text-ink-900',
  Ruim: 'bg-red-50 text-red-800',
};

/** A metric's value rated 'Ótimo', 'Médio' or 'Ruim' (spec part 2 §9), as a pill. */
export function RatingBadge(props: { metric: PerformanceMetric; value: number }) {
  const rating = ratePerformance(props.metric, props.value);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[rating]}`}
    >
      {rating}
    </span>
  );
}

/** The limits of a metric, as the cards remind them: 'Ótimo ≤ 100 ms · Ruim > 300 ms'. */
export function limitsHint(metric: PerformanceMetric, unit = '') {
  const { good, poor, higherIsBetter } = PERFORMANCE_THRESHOLDS[metric];
  const n = (v: number) => `${v.toLocaleString('pt-BR')}${unit}`;
  return higherIsBetter
    ? `Ótimo ≥ ${n(good)} · Ruim < ${n(poor)}`
    : `Ótimo ≤ ${n(good)} · Ruim > ${n(poor)}`;
}
