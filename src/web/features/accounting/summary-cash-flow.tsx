import { useQuery } from '@tanstack/react-query';
import type {
  CashFlow as CashFlowData,
  CashFlowMonth,
} from '../../../domain/accounting/report-contracts.ts';
import { Suspense } from 'react';
import { formatMonth } from '../../../domain/format.ts';
import { formatBRL } from '../../../domain/money.ts';
import { Loaded } from '../../components/loaded.tsx';
import { WhenVisible } from '../../components/when-visible.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { cashFlowQuery, type MonthRange } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { ReportSection } from './report-section.tsx';
import { currentMonth, addMonths } from './report-months.ts';
import { Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

// The charts library is loaded after the figures are on screen, when the chart comes into view.
const CHART_PLACEHOLDER = 'h-72 rounded-2xl bg-brand-50/60';
const CashFlowChart = lazyComponent(() =>
  import('./summary-cash-flow-chart.tsx').then((m) => m.CashFlowChart),
);

/** The last six months (this one included), realised, and the next six, projected. */
export function cashFlowRange(now = new Date()): MonthRange {
  const mes = currentMonth(now);
  return { de: addMonths(mes, -5), ate: addMonths(mes, 6) };
}

const COLUMNS = [
  'Mês',
  'Entradas realizadas',
  'Saídas realizadas',
  'Entradas previstas',
  'Saídas previstas',
  'Saldo acumulado',
];

/** 'Fluxo de caixa': the chart, and the same figures as a table. */
export function CashFlowSection() {
  const range = cashFlowRange();
  const flow = useQuery(cashFlowQuery(range));
  return (
    <ReportSection
      id="fluxo-caixa"
      title="Fluxo de caixa"
      actions={<ExportLinks relatorio="fluxo-caixa" name="Fluxo de caixa" filters={range} />}
    >
      <Loaded
        query={flow}
        error="Não foi possível carregar o fluxo de caixa."
        placeholder={<CashFlow range={range} />}
      >
        {(data) => <CashFlow range={range} data={data} />}
      </Loaded>
    </ReportSection>
  );
}

/** The months of `range`, first to last. */
function monthsOf({ de, ate }: MonthRange): string[] {
  const months = [de];
  while (months.at(-1)! < ate) months.push(addMonths(months.at(-1)!, 1));
  return months;
}

/**
 * The cash flow's text, chart and table; without `data`, their frame at the final size (the
 * range's months with no figures yet), so the page does not move when the figures arrive.
 */
function CashFlow({ range, data }: { range: MonthRange; data?: CashFlowData }) {
  const now = currentMonth();
  const rows: { mes: string; figures?: CashFlowMonth }[] = data
    ? data.meses.map((figures) => ({ mes: figures.mes, figures }))
    : monthsOf(range).map((mes) => ({ mes }));
  return (
    <>
      <p className="text-sm text-ink-700">
        Realizado até {formatMonth(now)} e previsto pelos vencimentos em aberto. Saldo em{' '}
        {formatMonth(range.de)}: <strong>{data ? formatBRL(data.saldo_inicial_cents) : '—'}</strong>
        .
      </p>
      <div className="rounded-2xl border border-brand-100 bg-white p-4">
        {data ? (
          <WhenVisible placeholderClassName={CHART_PLACEHOLDER}>
            <Suspense fallback={<div className={CHART_PLACEHOLDER} />}>
              <CashFlowChart months={data.meses} />
            </Suspense>
          </WhenVisible>
        ) : (
          <div className={CHART_PLACEHOLDER} />
        )}
      </div>
      <ReportTable caption="Fluxo de caixa por mês">
        <ReportHead columns={COLUMNS} />
        <tbody>
          {rows.map((month) => (
            <tr
              key={month.mes}
              aria-current={month.mes === now ? 'date' : undefined}
              className={`border-t border-brand-100 ${month.mes === now ? 'bg-accent-300/15' : ''}`}
            >
              <RowHead>{formatMonth(month.mes)}</RowHead>
              {month.figures ? (
                <>
                  <Money cents={month.figures.entradas_realizadas_cents} />
                  <Money cents={month.figures.saidas_realizadas_cents} />
                  <Money cents={month.figures.entradas_previstas_cents} />
                  <Money cents={month.figures.saidas_previstas_cents} />
                  <Money cents={month.figures.saldo_acumulado_cents} strong signed />
                </>
              ) : (
                COLUMNS.slice(1).map((column) => <Money key={column} cents={null} />)
              )}
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </>
  );
}
