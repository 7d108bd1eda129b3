import { DRE_PERIODS, dreLineName, drePeriodHeadings } from '../../domain/accounting/dre.ts';
import type { MonthlyResult } from '../../domain/accounting/report-contracts.ts';
import { regimeName } from '../../domain/accounting/tax-regime.ts';
import { monthLongLabel as monthName } from '../../domain/dashboard/periods.ts';
import { formatDate } from '../../domain/format.ts';
import { formatBRL } from '../../domain/money.ts';
import { createPdf, table, type Column } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';

/**
 * The DRE by competência as a printable PDF: the company, the month and its tax regime, each
 * line of the DRE (groups, their items indented, results) for the month, the year to date and
 * both a year before, and the day it was generated (`today`).
 */
export async function resultPdf(
  company: Issuer,
  result: MonthlyResult,
  today: string,
  options: { compress?: boolean } = {},
) {
  const { doc, finish } = await createPdf({
    title: `Resultado de ${monthName(result.mes)}`,
    compress: options.compress,
  });
  letterhead(doc, company, {
    title: 'DEMONSTRAÇÃO DO RESULTADO DO EXERCÍCIO (DRE)',
    subtitle: `${monthName(result.mes)} · por competência · ${regimeName(result)}`,
  });
  const headings = drePeriodHeadings(result.mes);
  const columns: Column[] = [
    { header: 'Linha', width: 0.36 },
    ...DRE_PERIODS.map((period) => ({
      header: headings[period],
      width: 0.16,
      align: 'right' as const,
    })),
  ];
  table(
    doc,
    columns,
    result.linhas.map((line) => [
      dreLineName(line),
      ...DRE_PERIODS.map((period) => formatBRL(line.valores[period])),
    ]),
    { boldLast: true },
  );
  doc.moveDown(1).text(`Gerado em ${formatDate(today)}.`);
  return finish();
}
