import { formatDate, formatDecimal } from '../../domain/format.ts';
import { MAPA_MODEL, type MonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import { createPdf, table } from '../pdf/layout.ts';
import { addressLine, issuerLogo, registration } from '../pdf/letterhead.ts';
import { counted } from '../../domain/plural.ts';

/**
 * The monthly report as a landscape PDF: per UF its header (with the company's logo when it
 * has one), the table and the totals.
 */
export async function monthlyReportPdf(
  report: MonthlyReport,
  options: { uf?: string; compress?: boolean; logo?: Buffer | null } = {},
): Promise<Buffer> {
  const states = options.uf ? report.states.filter((s) => s.uf === options.uf) : report.states;
  const { doc, finish } = await createPdf({
    landscape: true,
    title: `${MAPA_MODEL.title} ${report.monthName}/${report.year}`,
    compress: options.compress,
  });
  const c = { ...report.company, logo: options.logo };
  const header = (uf: string) => {
    const width = issuerLogo(doc, c);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(MAPA_MODEL.title.toUpperCase(), { align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(MAPA_MODEL.legalBasis, { align: 'center' })
      .moveDown(0.5);
    // Present in a month with drone rows only (buildMonthlyReport), as in the XLSX.
    const arp = c.registro_mapa_arp ? ` · Registro MAPA (ARP) ${c.registro_mapa_arp}` : '';
    doc.fontSize(9).text(`Empresa: ${c.company_name} · ${registration(c)}${arp}`, { width });
    doc.text(`Endereço: ${addressLine(c)}`, { width });
    doc
      .font('Helvetica-Bold')
      .text(`Mês/Ano: ${report.monthName}/${report.year} · UF: ${uf}`)
      .font('Helvetica')
      .moveDown(0.5);
  };
  if (states.length === 0) {
    header(options.uf ?? '—');
    doc.text('Nenhuma operação concluída neste mês.');
  }
  states.forEach((state, index) => {
    if (index > 0) doc.addPage();
    header(state.uf);
    table(
      doc,
      // MAPA_MODEL.columns in order; the fractions of the landscape page add up to 1.
      [
        { header: 'Data', width: 0.07 },
        { header: 'Relatório nº', width: 0.07 },
        { header: 'UF', width: 0.03 },
        { header: 'Município', width: 0.09 },
        { header: 'Contratante', width: 0.12 },
        { header: 'Tipo de serviço', width: 0.09 },
        { header: 'Cultura', width: 0.07 },
        { header: 'Área (ha)', width: 0.06, align: 'right' },
        { header: 'Aeronave (prefixo)', width: 0.07 },
        { header: 'Produtos utilizados', width: 0.21 },
        { header: 'Registro MAPA dos produtos', width: 0.12 },
      ],
      [
        ...state.rows.map((r) => [
          formatDate(r.data),
          r.numero,
          r.uf,
          r.municipio,
          r.contratante,
          r.servico,
          r.cultura,
          formatDecimal(r.area_ha),
          r.aeronave,
          r.produtos,
          r.registros_mapa,
        ]),
        [
          'Total',
          '',
          '',
          counted(state.totals.operations, 'operação', 'operações'),
          '',
          '',
          '',
          formatDecimal(state.totals.area_ha),
          '',
          state.totals.products
            .map((p) => `${p.name}: ${formatDecimal(p.quantity, 3)} ${p.unit}`)
            .join('; '),
          '',
        ],
      ],
      { boldLast: true },
    );
  });
  return finish();
}
