import type { ReactNode } from 'react';
import { Sparkline } from './sparkline.tsx';

/** One real-time metric: its latest value, label and limits, its last values and their line. */
export function MetricCard(props: {
  title: string;
  value: ReactNode;
  badge?: ReactNode;
  hint: string;
  history: number[];
  unit: string;
}) {
  const recent = props.history.slice(-5);
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-4" aria-label={props.title}>
      <h3 className="text-sm font-semibold text-ink-600">{props.title}</h3>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-2xl font-bold text-ink-900">{props.value}</span>
        {props.badge}
      </p>
      <p className="mt-1 text-xs text-ink-600">{props.hint}</p>
      <div className="mt-3">
        <Sparkline values={props.history} label={`Histórico de ${props.title}`} />
      </div>
      <p className="mt-1 truncate text-xs text-ink-600">
        {recent.length
          ? `Últimas: ${recent.map((v) => v.toLocaleString('pt-BR')).join(' · ')} ${props.unit}`
          : 'Sem amostras ainda.'}
      </p>
    </section>
  );
}
