import type { PayrollItem } from '../../domain/hr/response-contracts.ts';
import { EMPLOYEE_ROLE_LABELS } from '../../domain/hr/values.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Cell, Column } from '../exports/table-file.ts';
import { createPdf, table } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';
import { competenciaText, runSubtitle, type RunHeading } from './holerite-pdf.ts';
import { counted } from '../../domain/plural.ts';

/** The run's summary as one table: a row per employee and the totals, for both files. */
export type SummaryTable = { sheet: string; columns: Column[]; rows: Cell[][] };

const money = (header: string): Column => ({ header, width: 15, format: 'money' });

/** The figures of a row, after the name and the role, in the columns' order. */
const FIGURES = [
  (r: PayrollItem['resultado']) => r.totalProventos,
  (r) => r.totalDescontos,
  (r) => r.salarioLiquido,
  (r) => r.descontoINSS,
  (r) => r.descontoIRRF,
  (r) => r.fgts,
  (r) => r.baseINSS,
] satisfies ((r: PayrollItem['resultado']) => number)[];

/**
 * The monthly summary for the accountant: nome, cargo, proventos, descontos, líquido, INSS,
 * IRRF, FGTS and base INSS of each item in the order given, then their totals.
 */
export function summaryTable(items: PayrollItem[]): SummaryTable {
  const rows: Cell[][] = items.map((item) => [
    item.funcionario,
    EMPLOYEE_ROLE_LABELS[item.cargo],
    ...FIGURES.map((figure) => figure(item.resultado)),
  ]);
  const totals = FIGURES.map((figure) =>
    items.reduce((sum, item) => sum + figure(item.resultado), 0),
  );
  const people = counted(items.length, 'funcionário', 'funcionários');
  rows.push([`Total (${people})`, '', ...totals]);
  return {
    sheet: 'Resumo da folha',
    columns: [
      { header: 'Nome', width: 34 },
      { header: 'Cargo', width: 22 },
      money('Proventos'),
      money('Descontos'),
      money('Líquido'),
      money('INSS'),
      money('IRRF'),
      money('FGTS'),
      money('Base INSS'),
    ],
    rows,
  };
}

/** The summary as a landscape PDF: the company, the month and kind, the table with its totals. */
export async function summaryPdf(
  company: Issuer,
  run: RunHeading,
  summary: SummaryTable,
  options: { compress?: boolean } = {},
) {
  const { doc, finish } = await createPdf({
    title: `Resumo da folha ${competenciaText(run.competencia)}`,
    landscape: true,
    compress: options.compress,
  });
  letterhead(doc, company, { title: 'RESUMO DA FOLHA DE PAGAMENTO', subtitle: runSubtitle(run) });
  doc.moveDown(0.6);
  const characters = summary.columns.reduce((sum, column) => sum + column.width, 0);
  const columns = summary.columns.map((column) => ({
    header: column.header,
    width: column.width / characters,
    align: column.format === 'money' ? ('right' as const) : ('left' as const),
  }));
  const rows = summary.rows.map((row) =>
    row.map((cell, i) =>
      summary.columns[i]!.format === 'money' ? formatBRL(Number(cell)) : String(cell ?? ''),
    ),
  );
  table(doc, columns, rows, { boldLast: true });
  return finish();
}
