import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LegendPayload,
} from 'recharts';
import type { CashFlowMonth } from '../../../domain/accounting/report-contracts.ts';
import { formatMonth } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';

// Made on its first use, as src/domain/dates.ts says why.
let compact: Intl.NumberFormat | undefined;
const TICK = { fontSize: 12, fill: '#46555f' };

/** Each series: its field, its name in the legend, its colour, and the pile it sits on. */
const BARS = [
  ['entradas_realizadas_cents', 'Entradas realizadas', '#5b9a24', 'entradas'],
  ['entradas_previstas_cents', 'Entradas previstas', '#b5d98f', 'entradas'],
  ['saidas_realizadas_cents', 'Saídas realizadas', '#b4412f', 'saidas'],
  ['saidas_previstas_cents', 'Saídas previstas', '#efb0a1', 'saidas'],
] as const;

const ORDER: string[] = [...BARS.map(([, name]) => name), 'Saldo acumulado'];
/** The legend in the order drawn (recharts sorts it by name otherwise). */
const legendOrder = (item: LegendPayload) => ORDER.indexOf(String(item.value));

/**
 * The cash flow drawn (loaded after the figures, which the table beside it holds): money in
 * and out each month, realised and projected piled up, and the balance as a line.
 */
export function CashFlowChart({ months }: { months: CashFlowMonth[] }) {
  const captionId = useId();
  const data = months.map((month) => ({ ...month, label: formatMonth(month.mes) }));
  return (
    <figure aria-labelledby={captionId} className="min-w-0">
      <figcaption id={captionId} className="sr-only">
        Fluxo de caixa por mês (gráfico; os valores estão na tabela)
      </figcaption>
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#d6ecf5" />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
            <YAxis
              width={52}
              tick={TICK}
              tickFormatter={(cents: number) =>
                (compact ??= new Intl.NumberFormat('pt-BR', {
                  notation: 'compact',
                  maximumFractionDigits: 1,
                })).format(cents / 100)
              }
            />
            <Tooltip
              cursor={{ fill: '#eef7fb' }}
              formatter={(value, name) => [formatBRL(Number(value)), name]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={legendOrder} />
            {BARS.map(([key, name, colour, stack]) => (
              <Bar
                key={key}
                dataKey={key}
                name={name}
                fill={colour}
                stackId={stack}
                isAnimationActive={false}
              />
            ))}
            <Line
              dataKey="saldo_acumulado_cents"
              name="Saldo acumulado"
              stroke="#1683b0"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
