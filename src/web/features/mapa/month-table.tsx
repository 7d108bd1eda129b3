import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDecimal } from '../../../domain/format.ts';
import type { MonthlyRow, MonthlyState } from '../../../domain/mapa/model-in-2-2008.ts';
import { counted } from '../../../domain/plural.ts';

/** A cell: on a phone its row is a card, so each cell names its column above its value. */
function Cell(props: { label: string; children: ReactNode; className?: string; colSpan?: number }) {
  return (
    <td
      colSpan={props.colSpan}
      className={`py-2 pr-3 align-top max-md:p-0 ${props.className ?? ''}`}
    >
      <span className="block text-xs font-medium text-ink-600 md:hidden">{props.label}</span>
      {props.children}
    </td>
  );
}

/** The columns, as the spreadsheet and the PDF sent have them (the UF is the section's). */
const HEADS = [
  'Data',
  'Relatório nº',
  'Município',
  'Contratante',
  'Tipo de serviço',
  'Cultura',
  'Área (ha)',
  'Aeronave',
  'Produtos utilizados',
  'Registro MAPA dos produtos',
] as const;

function Row({ row }: { row: MonthlyRow }) {
  return (
    <tr className="border-b border-brand-50 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:py-3">
      <Cell label="Data">
        <Link to={`/operacao/${row.operation_id}`} className="text-brand-700 hover:underline">
          {formatDate(row.data)}
        </Link>
      </Cell>
      <Cell label="Relatório nº" className="whitespace-nowrap">
        {row.numero}
      </Cell>
      <Cell label="Município">{row.municipio}</Cell>
      <Cell label="Contratante">{row.contratante}</Cell>
      <Cell label="Tipo de serviço">{row.servico}</Cell>
      <Cell label="Cultura">{row.cultura}</Cell>
      <Cell label="Área (ha)" className="md:text-right">
        {formatDecimal(row.area_ha)}
      </Cell>
      <Cell label="Aeronave" className="whitespace-nowrap">
        {row.aeronave}
      </Cell>
      <Cell label="Produtos utilizados" className="max-md:col-span-2">
        {row.produtos}
      </Cell>
      <Cell label="Registro MAPA dos produtos" className="max-md:col-span-2">
        {row.registros_mapa}
      </Cell>
    </tr>
  );
}

/**
 * A UF's rows of the monthly report with the columns an inspector reads (issue 38 item 4): a
 * table from 768 px, and below it one card per operation, each value under its column's name.
 */
export function MonthTable({ state }: { state: MonthlyState }) {
  return (
    <div className="mt-4 md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
        <thead className="max-md:hidden">
          <tr className="border-b border-brand-200 text-ink-600">
            {HEADS.map((head) => (
              <th
                key={head}
                className={`py-2 pr-3 align-bottom ${head === 'Área (ha)' ? 'text-right' : ''}`}
              >
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {state.rows.map((row) => (
            <Row key={row.operation_id} row={row} />
          ))}
          <tr className="font-semibold max-md:grid max-md:gap-y-2 max-md:py-3">
            <td className="py-2 pr-3 max-md:p-0" colSpan={6}>
              Total: {counted(state.totals.operations, 'operação', 'operações')}
            </td>
            <Cell label="Área (ha)" className="md:text-right">
              {formatDecimal(state.totals.area_ha)}
            </Cell>
            <td className="max-md:hidden" />
            <Cell label="Produtos utilizados" colSpan={2}>
              {state.totals.products
                .map((p) => `${p.name}: ${formatDecimal(p.quantity, 3)} ${p.unit}`)
                .join('; ')}
            </Cell>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
