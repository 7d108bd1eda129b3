import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../../domain/dashboard/contracts.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { countTick, reaisTick } from './axis-ticks.ts';

type Month = Dashboard['monthly'][number];

/**
 * On a touch screen a finger scrolling over a chart would open its tooltip and leave it open:
 * there it opens on a tap only; with a mouse, on hover.
 */
const tooltipTrigger = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(hover: none)').matches ? 'click' : 'hover';

function MonthlyBars(props: {
  title: string;
  data: Month[];
  value: (month: Month) => number;
  format: (value: number) => string;
  axis: (value: number) => string;
  colour: string;
}) {
  const data = props.data.map((month) => ({ label: month.label, value: props.value(month) }));
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="min-w-0 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <figcaption id={captionId} className="font-semibold text-ink-900">
        {props.title}
      </figcaption>
      <div className="mt-3 h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#d6ecf5" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: '#46555f' }}
              interval="preserveStartEnd"
            />
            <YAxis
              width="auto"
              tick={{ fontSize: 12, fill: '#46555f' }}
              tickFormatter={props.axis}
              allowDecimals={false}
            />
            <Tooltip
              trigger={tooltipTrigger()}
              cursor={{ fill: '#eef7fb' }}
              formatter={(value) => [props.format(Number(value)), props.title]}
            />
            <Bar
              dataKey="value"
              fill={props.colour}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The last 12 months of hectares and, for the office, revenue (loaded after the figures). */
export function MonthlyCharts({ monthly }: { monthly: Month[] }) {
  const money = monthly.some((month) => month.revenue_cents != null); // none for a pilot
  return (
    <div className="grid gap-4">
      <MonthlyBars
        title="Hectares aplicados"
        data={monthly}
        value={(month) => month.hectares}
        format={(value) => `${formatDecimal(value, 1)} ha`}
        axis={countTick}
        colour="#5b9a24"
      />
      {money && (
        <MonthlyBars
          title="Faturamento"
          data={monthly}
          value={(month) => (month.revenue_cents ?? 0) / 100}
          format={(value) => formatBRL(Math.round(value * 100))}
          axis={reaisTick}
          colour="#1683b0"
        />
      )}
    </div>
  );
}
