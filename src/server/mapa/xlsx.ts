import { APP_NAME } from '../../domain/constants.ts';
import { formatDate } from '../../domain/format.ts';
import { formatDocument } from '../../domain/br/documents.ts';
import { MAPA_MODEL, type MonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import { counted } from '../../domain/plural.ts';

const border = { style: 'thin' as const, color: { argb: 'FF8FA9B8' } };
const allBorders = { top: border, left: border, bottom: border, right: border };
/** The 'Área (ha)' column, 1-based as exceljs counts. */
const AREA = MAPA_MODEL.columns.indexOf('Área (ha)') + 1;

/**
 * One UF's monthly report as the ministry's spreadsheet: title, header block, the model's
 * columns, one row per operation and the totals; landscape, fit to width, header frozen.
 */
export async function monthlyReportXlsx(report: MonthlyReport, uf: string): Promise<Buffer> {
  const state = report.states.find((s) => s.uf === uf);
  const rows = state?.rows ?? [];
  // exceljs is loaded by the first workbook, not at start: ~30 MB of an idle server's memory.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = APP_NAME;
  const period = `${String(report.month).padStart(2, '0')}-${report.year}`;
  const sheet = workbook.addWorksheet(`${uf} - ${period}`, {
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  // One width per column of MAPA_MODEL.columns, in its order.
  sheet.columns = [12, 12, 6, 22, 28, 20, 14, 11, 12, 50, 30].map((width) => ({ width }));
  const span = (row: number, text: string, bold = false, size = 11) => {
    sheet.mergeCells(row, 1, row, MAPA_MODEL.columns.length);
    const cell = sheet.getCell(row, 1);
    cell.value = text;
    cell.font = { bold, size };
  };
  span(1, MAPA_MODEL.title.toUpperCase(), true, 13);
  span(2, MAPA_MODEL.legalBasis, false, 9);
  const c = report.company;
  span(3, `Empresa: ${c.company_name}`);
  span(
    4,
    `CNPJ: ${formatDocument(c.cnpj)}    Registro MAPA: ${c.registro_mapa ?? '—'}` +
      (c.registro_mapa_arp ? `    Registro MAPA (ARP): ${c.registro_mapa_arp}` : ''),
  );
  span(
    5,
    `Endereço: ${[c.endereco, c.municipio && `${c.municipio}/${c.uf ?? ''}`].filter(Boolean).join(' · ') || '—'}`,
  );
  span(6, `Mês/Ano: ${report.monthName}/${report.year}    UF: ${uf}`, true);
  const headerRow = 8;
  sheet.getRow(headerRow).values = [...MAPA_MODEL.columns];
  sheet.getRow(headerRow).eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF7FB' } };
    cell.border = allBorders;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  sheet.views = [{ state: 'frozen', ySplit: headerRow }];
  rows.forEach((row, index) => {
    const line = sheet.getRow(headerRow + 1 + index);
    line.values = [
      formatDate(row.data),
      row.numero,
      row.uf,
      row.municipio,
      row.contratante,
      row.servico,
      row.cultura,
      row.area_ha,
      row.aeronave,
      row.produtos,
      row.registros_mapa,
    ];
    line.eachCell((cell) => {
      cell.border = allBorders;
      cell.alignment = { vertical: 'top', wrapText: true };
    });
    line.getCell(AREA).numFmt = '#,##0.00';
  });
  const totalRow = sheet.getRow(headerRow + 1 + rows.length);
  totalRow.values = [
    'Total',
    '',
    '',
    counted(rows.length, 'operação', 'operações'),
    '',
    '',
    '',
    state?.totals.area_ha ?? 0,
    '',
    (state?.totals.products ?? [])
      .map((p) => `${p.name}: ${p.quantity.toLocaleString('pt-BR')} ${p.unit}`)
      .join('; '),
    '',
  ];
  totalRow.eachCell((cell) => {
    cell.font = { bold: true };
    cell.border = allBorders;
    cell.alignment = { vertical: 'top', wrapText: true };
  });
  totalRow.getCell(AREA).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
