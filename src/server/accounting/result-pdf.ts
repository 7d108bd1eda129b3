import type { MonthlyResult, ResultLine } from '../../domain/accounting/report-contracts.ts';
import { monthLongLabel as monthName } from '../../domain/dashboard/periods.ts';
import { formatDate } from '../../domain/format.ts';
import { formatBRL } from '../../domain/money.ts';
import { createPdf, sectionTitle, table, type Column } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';

/**
 * The monthly result (DRE) as a printable PDF: the company, the month, revenue and expenses by
 * category beside the same month a year before, their totals and the result, and the day it
 * was generated (`today`).
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
    title: 'DEMONSTRAÇÃO DO RESULTADO DO MÊS',
    subtitle: `${monthName(result.mes)} · comparado com ${monthName(result.comparacao_mes)}`,
  });
  const columns: Column[] = [
    { header: 'Categoria', width: 0.5 },
    { header: monthName(result.mes), width: 0.25, align: 'right' },
    { header: monthName(result.comparacao_mes), width: 0.25, align: 'right' },
  ];
  const rows = (lines: ResultLine[], label: string, total: number, before: number) => [
    ...lines.map((line) => [
      line.categoria,
      formatBRL(line.valor_cents),
      formatBRL(line.comparacao_cents),
    ]),
    [label, formatBRL(total), formatBRL(before)],
  ];
  const { totais, comparacao } = result;
  sectionTitle(doc, 'Receitas');
  table(
    doc,
    columns,
    rows(result.receitas, 'Total de receitas', totais.receitas_cents, comparacao.receitas_cents),
    { boldLast: true },
  );
  sectionTitle(doc, 'Despesas');
  table(
    doc,
    columns,
    rows(result.despesas, 'Total de despesas', totais.despesas_cents, comparacao.despesas_cents),
    { boldLast: true },
  );
  sectionTitle(doc, 'Resultado');
  table(
    doc,
    columns,
    [
      [
        'Resultado do mês',
        formatBRL(totais.resultado_cents),
        formatBRL(comparacao.resultado_cents),
      ],
    ],
    { boldLast: true },
  );
  doc.moveDown(1).text(`Gerado em ${formatDate(today)}.`);
  return finish();
}
