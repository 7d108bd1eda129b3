import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AircraftMargins } from '../../../domain/accounting/report-contracts.ts';
import { formatDecimal } from '../../../domain/format.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PeriodFields } from '../../components/period-fields.tsx';
import { aircraftQuery, type MonthRange } from './report-api.ts';
import { ExportLinks } from './report-export-links.tsx';
import { ReportSection } from './report-section.tsx';
import { addMonths, currentMonth } from './report-months.ts';
import { Figure, Money, ReportHead, ReportTable, RowHead } from './report-table.tsx';

type Figures = AircraftMargins['total'];

// Reais without 'R$' in the cells (the header says it), so the twelve columns fit a desktop.
const COLUMNS = [
  'Aeronave',
  'Hectares',
  'Horas de voo',
  'Receita (R$)',
  'Combustível',
  'Produtos',
  'Manutenção',
  'Seguro',
  'Custos diretos',
  'Margem (R$)',
  'Margem/ha',
  'Margem/h',
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
              <ReportTable caption="Margem por aeronave">
                <ReportHead columns={COLUMNS} />
                <tbody>
                  {data.aeronaves.map((row) => (
                    <tr key={row.aircraft_id} className="border-t border-brand-100">
                      <RowHead>
                        {row.prefixo}
                        <span className="block text-xs font-normal text-ink-600">{row.modelo}</span>
                      </RowHead>
                      <MarginCells figures={row} />
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-brand-200 bg-brand-50 font-semibold">
                  <tr>
                    <RowHead>Total</RowHead>
                    <MarginCells figures={data.total} />
                  </tr>
                </tfoot>
              </ReportTable>
            )
          }
        </Loaded>
      )}
    </ReportSection>
  );
}

function MarginCells({ figures }: { figures: Figures }) {
  return (
    <>
      <Figure>{formatDecimal(figures.hectares, 1)}</Figure>
      <Figure>{formatDecimal(figures.horas_voo, 1)}</Figure>
      <Money bare cents={figures.receita_cents} />
      <Money bare cents={figures.combustivel_cents} />
      <Money bare cents={figures.produtos_cents} />
      <Money bare cents={figures.manutencao_cents} />
      <Money bare cents={figures.seguro_cents} />
      <Money bare cents={figures.custos_cents} />
      <Money bare cents={figures.margem_cents} strong signed />
      <Money bare cents={figures.margem_por_hectare_cents} signed />
      <Money bare cents={figures.margem_por_hora_cents} signed />
    </>
  );
}
