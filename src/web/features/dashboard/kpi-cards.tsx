import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { formatChange } from '../../../domain/dashboard/texts.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';

type Kpi = Dashboard['kpis'][number];

const KPI_TEXT: Record<Kpi['key'], { label: string; format: (value: number) => string }> = {
  hectares: { label: 'Hectares aplicados', format: (v) => `${formatDecimal(v, 1)} ha` },
  operations: { label: 'Operações concluídas', format: (v) => String(v) },
  revenue: { label: 'Faturamento', format: (v) => formatBRL(v) },
  hours: { label: 'Horas de voo', format: (v) => `${formatDecimal(v, 1)} h` },
};

function Change({ change }: { change: number | null }) {
  const tone =
    change === null || change === 0
      ? 'bg-brand-50 text-ink-700'
      : change > 0
        ? 'bg-crop-50 text-crop-700'
        : 'bg-red-50 text-red-800';
  const Icon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {formatChange(change)}
    </span>
  );
}

/**
 * This month's figures so far with the same days of last month's beside them and the change in
 * %, like with like (issue 45), said above the cards.
 */
export function KpiCards(props: { kpis: Kpi[]; compared: Dashboard['compared'] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-600">
        {props.compared.current}, comparado com os mesmos dias do mês anterior (
        {props.compared.previous}).
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {props.kpis.map((kpi) => {
          const text = KPI_TEXT[kpi.key];
          return (
            <div key={kpi.key} className="rounded-2xl border border-brand-100 bg-white p-4">
              <dt className="text-sm font-medium text-ink-600">{text.label}</dt>
              <dd className="mt-1 text-xl font-bold break-words text-ink-900 sm:text-2xl">
                {text.format(kpi.current)}
              </dd>
              <dd className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
                <Change change={kpi.change} />
                <span>
                  {props.compared.previous}: {text.format(kpi.previous)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
