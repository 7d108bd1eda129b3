import { formatDate, formatDecimal } from '../../domain/format.ts';
import type { PeriodQuery } from '../../domain/stock/contracts.ts';
import type {
  ContainerObligation,
  ContainerReturn,
} from '../../domain/stock/container-contracts.ts';
import { PACKAGE_TYPE_LABELS } from '../../domain/stock/values.ts';
import { createPdf, pairs, sectionTitle, table } from '../pdf/layout.ts';
import { letterhead, type Issuer } from '../pdf/letterhead.ts';

const size = (capacity: number, unit: string) => `${formatDecimal(capacity, 3)} ${unit}`;

/**
 * The empty-container return report of a period (Lei 9.974/2000): each return with its
 * receiving unit, receipt number, tríplice lavagem and containers, then what is still owed.
 */
export async function containerReportPdf(
  company: Issuer,
  period: PeriodQuery,
  returns: ContainerReturn[],
  owed: ContainerObligation[],
) {
  const { doc, finish } = await createPdf({ title: 'Devolução de embalagens vazias' });
  letterhead(doc, company, {
    title: 'RELATÓRIO DE DEVOLUÇÃO DE EMBALAGENS VAZIAS',
    subtitle: `Lei 9.974/2000 · Decreto 4.074/2002 · ${formatDate(period.de)} a ${formatDate(period.ate)}`,
  });
  sectionTitle(doc, 'Devoluções do período');
  if (returns.length === 0) doc.text('Nenhuma devolução no período.');
  for (const r of returns) {
    pairs(doc, [
      ['Data', formatDate(r.data)],
      ['Comprovante', r.numero_comprovante],
      ['Unidade de recebimento', r.unidade_recebimento],
      ['Tríplice lavagem', r.triplice_lavagem ? 'Sim' : 'Não'],
    ]);
    table(
      doc,
      [
        { header: 'Produto', width: 0.45 },
        { header: 'Tipo', width: 0.25 },
        { header: 'Capacidade', width: 0.15, align: 'right' },
        { header: 'Quantidade', width: 0.15, align: 'right' },
      ],
      r.itens.map((item) => [
        item.nome,
        PACKAGE_TYPE_LABELS[item.tipo],
        size(item.capacidade, item.unidade),
        String(item.quantidade),
      ]),
    );
    doc.moveDown(0.5);
  }
  sectionTitle(doc, 'Embalagens pendentes de devolução');
  const pending = owed.filter((row) => row.pendentes > 0);
  if (pending.length === 0) doc.text('Nenhuma embalagem pendente.');
  else
    table(
      doc,
      [
        { header: 'Produto', width: 0.28 },
        { header: 'NF / Fornecedor', width: 0.24 },
        { header: 'Tipo', width: 0.16 },
        { header: 'Capacidade', width: 0.1, align: 'right' },
        { header: 'Pendentes', width: 0.1, align: 'right' },
        { header: 'Devolver até', width: 0.12 },
      ],
      pending.map((row) => [
        row.nome,
        `${row.nf_numero} · ${row.fornecedor}`,
        PACKAGE_TYPE_LABELS[row.tipo],
        size(row.capacidade, row.unidade),
        String(row.pendentes),
        formatDate(row.devolver_ate) + (row.situacao === 'vencida' ? ' (vencida)' : ''),
      ]),
    );
  doc.moveDown(2).text('_______________________________________', { align: 'center' });
  doc.text('Responsável', { align: 'center' });
  return finish();
}
