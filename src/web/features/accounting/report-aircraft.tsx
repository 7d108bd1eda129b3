import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AircraftMargins } from '../../../domain/accounting/report-contracts.ts';
import { formatDecimal, formatMonth } from '../../../domain/format.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { aircraftQuery, type MonthRange } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { ReportSection } from './report-section.tsx';
import { addMonths, currentMonth } from './report-months.ts';
import { Figure, Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

type Figures = AircraftMargins['total'];

// Reais without 'R$' in the cells (the headers say it), names that break between words, and
// the figures in two tables, so each fits a desktop's width without a sideways scroll: what an
// aircraft made, then what it cost.
const MARGIN_COLUMNS = [
  'Aeronave',
  'Hectares',
  'Horas de voo',
  'Receita (R$)',
  'Custos (R$)',
  'Custo por ha',
  'Custo por hora',
  'Margem (R$)',
  'Margem por ha',
  'Margem por hora',
];
const COST_COLUMNS = [
  'Aeronave',
  'Combustível',
  'Produtos',
  'Manutenção',
  'Seguro',
  'Pilotos',
  'Depreciação',
  'Total (R$)',
];

/** The last twelve months, this one included. */
const lastTwelveMonths = (): MonthRange => {
  const ate = currentMonth();
  return { de: addMonths(ate, -11), ate };
};

/** 'Margem por aeronave': revenue, direct costs and margin per hectare and flight hour. */
export function AircraftReport() {
  const [range, setRange] = useState(lastTwelveMonths);
  const valid = range.de !== '' && range.ate !== '' && range.de <= range.ate;
  const margins = useQuery({ ...aircraftQuery(range), enabled: valid });
  return (
    <ReportSection
      id="margem-aeronave"
      title="Margem por aeronave"
      actions={
        valid && <ExportLinks relatorio="aeronaves" name="Margem por aeronave" filters={range} />
      }
    >
      <PeriodFields type="month" label="Período" value={range} onChange={setRange} />
      {!valid ? (
        <p role="alert" className="text-sm text-red-700">
          Escolha os meses: o final igual ou posterior ao inicial.
        </p>
      ) : (
        <Loaded query={margins} error="Não foi possível calcular a margem das aeronaves.">
          {(data) =>
            data.aeronaves.length === 0 ? (
              <EmptyState>Nenhuma aeronave com voos ou custos no período.</EmptyState>
            ) : (
              <div className="space-y-4">
                <MarginTable data={data} />
                <CostTable data={data} />
              </div>
            )
          }
        </Loaded>
      )}
    </ReportSection>
  );
}

/** The aircraft as rows, then the pilots' pay no flight took, then the fleet's total. */
function Rows(props: {
  data: AircraftMargins;
  caption: string;
  columns: string[];
  cells: (figures: Figures) => ReactNode;
  unallocated: (cents: number) => ReactNode;
}) {
  const { data } = props;
  const unallocated = data.pilotos_sem_voo.reduce((sum, month) => sum + month.custo_cents, 0);
  return (
    <ReportTable caption={props.caption}>
      <ReportHead columns={props.columns} wrap />
      <tbody>
        {data.aeronaves.map((row) => (
          <tr key={row.aircraft_id} className="border-t border-brand-100">
            <RowHead>
              {row.prefixo}
              <span className="block text-xs font-normal text-ink-600">{row.modelo}</span>
            </RowHead>
            {props.cells(row)}
          </tr>
        ))}
        {data.pilotos_sem_voo.length > 0 && (
          <tr className="border-t border-brand-100">
            <RowHead>
              <span className="whitespace-normal">Pilotos sem voo no mês</span>
              <span className="block text-xs font-normal whitespace-normal text-ink-600">
                {data.pilotos_sem_voo
                  .map((month) => `${month.nome} (${formatMonth(month.mes)})`)
                  .join(', ')}
              </span>
            </RowHead>
            {props.unallocated(unallocated)}
          </tr>
        )}
      </tbody>
      <tfoot className="border-t-2 border-brand-200 bg-brand-50 font-semibold">
        <tr>
          <RowHead>Total</RowHead>
          {props.cells(data.total)}
        </tr>
      </tfoot>
    </ReportTable>
  );
}

/** Hectares and hours, revenue, costs and margin, the last two per hectare and per hour. */
function MarginTable({ data }: { data: AircraftMargins }) {
  return (
    <Rows
      data={data}
      caption="Margem por aeronave"
      columns={MARGIN_COLUMNS}
      cells={(figures) => (
        <>
          <Figure>{formatDecimal(figures.hectares, 1)}</Figure>
          <Figure>{formatDecimal(figures.horas_voo, 1)}</Figure>
          <Money bare cents={figures.receita_cents} />
          <Money bare cents={figures.custos_cents} />
          <Money bare cents={figures.custo_por_hectare_cents} />
          <Money bare cents={figures.custo_por_hora_cents} />
          <Money bare cents={figures.margem_cents} strong signed />
          <Money bare cents={figures.margem_por_hectare_cents} signed />
          <Money bare cents={figures.margem_por_hora_cents} signed />
        </>
      )}
      unallocated={(cents) => (
        <>
          <Blank count={3} />
          <Money bare cents={cents} />
          <Blank count={2} />
          <Money bare cents={-cents} strong signed />
          <Blank count={2} />
        </>
      )}
    />
  );
}

/** The direct costs of each aircraft, by kind. */
function CostTable({ data }: { data: AircraftMargins }) {
  return (
    <Rows
      data={data}
      caption="Custos diretos por aeronave"
      columns={COST_COLUMNS}
      cells={(figures) => (
        <>
          <Money bare cents={figures.combustivel_cents} />
          <Money bare cents={figures.produtos_cents} />
          <Money bare cents={figures.manutencao_cents} />
          <Money bare cents={figures.seguro_cents} />
          <Money bare cents={figures.pilotos_cents} />
          <Money bare cents={figures.depreciacao_cents} />
          <Money bare cents={figures.custos_cents} strong />
        </>
      )}
      unallocated={(cents) => (
        <>
          <Blank count={4} />
          <Money bare cents={cents} />
          <Blank count={1} />
          <Money bare cents={cents} strong />
        </>
      )}
    />
  );
}

/** Cells with nothing in them. */
function Blank({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <td key={index} />);
}
