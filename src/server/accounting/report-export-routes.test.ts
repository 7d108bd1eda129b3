import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { seedWorkedMonth, WORKED_NOW } from '../test/accounting-month.ts';
import type { Caller } from '../test/operations.ts';

const t = useTestApp({ now: WORKED_NOW });

/** Gets an XLSX export (200) and reads the sheet of that name. */
async function sheetOf(owner: Caller, url: string, name: string) {
  const res = await owner({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: book.getWorksheet(name)! };
}

describe('the accounting exports (the worked November 2026)', () => {
  it('write the DRE as XLSX: reais as numbers in R$, a bold header, widths', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const { res, sheet } = await sheetOf(
      owner,
      '/api/accounting/exportar/resultado?mes=2026-11',
      'DRE',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="contabilidade-resultado-2026-11.xlsx"',
    );
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Linha',
      'nov/2026',
      'jan a nov/2026',
      'nov/2025',
      'jan a nov/2025',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(44);
    expect(sheet.getCell('B2').numFmt).toBe('"R$" #,##0.00');
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    // The lines of report-routes.test.ts's DRE, in reais; items indented under their group.
    expect(rows.slice(0, 6)).toEqual([
      ['Receita bruta de serviços', 93_000, 93_000, 19_000, 19_000],
      ['    Serviços de aplicação aérea', 90_000, 90_000, 18_000, 18_000],
      ['    Outras receitas', 3_000, 3_000, 1_000, 1_000],
      ['(-) Deduções da receita bruta', -5_580, -5_580, -1_348, -1_348],
      ['    Simples Nacional (DAS)', -5_580, -5_580, -1_348, -1_348],
      ['(=) Receita líquida', 87_420, 87_420, 17_652, 17_652],
    ]);
    expect(rows.at(-1)).toEqual([
      '(=) Resultado líquido do período',
      32_870,
      -27_130,
      15_652,
      15_652,
    ]);
  });

  it('write the ageing and the cash flow as CSV for a spreadsheet in Brazil', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const csv = async (url: string) => {
      const res = await owner({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = res.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      return text.slice(1).trimEnd().split('\r\n');
    };
    expect(await csv('/api/accounting/exportar/inadimplencia?formato=csv')).toEqual([
      'Cliente;A vencer;1 a 30 dias;31 a 60 dias;61 a 90 dias;Mais de 90 dias;Total',
      'Agropecuária Boa Vista;45000,00;0,00;0,00;0,00;10000,00;55000,00',
      'Cooperativa Agro Norte;0,00;1000,00;0,00;0,00;0,00;1000,00',
      'Total;45000,00;1000,00;0,00;0,00;10000,00;56000,00',
    ]);
    const flow = await csv(
      '/api/accounting/exportar/fluxo-caixa?formato=csv&de=2026-11&ate=2026-12',
    );
    expect(flow[2]).toBe('dezembro de 2026;0,00;0,00;45000,00;9500,00;84000,00');
    const margins = await csv(
      '/api/accounting/exportar/aeronaves?formato=csv&de=2026-11&ate=2026-11',
    );
    expect(margins[1]).toBe(
      'PR-AGV;AT-502B;820;5,5;73800,00;11550,00;20000,00;5000,00;5000,00;0,00;0,00;41550,00;50,67;7554,55;32250,00;39,33;5863,64',
    );
  });

  it('write the receivables of the list’s filters with their due dates as dates', async () => {
    const { owner } = await seedWorkedMonth(t.app);
    const { sheet } = await sheetOf(
      owner,
      '/api/accounting/exportar/receber?status=vencido',
      'Contas a receber',
    );
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toEqual(new Date('2026-08-01T00:00:00Z'));
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(7);
    expect(values(2)).toEqual(['1/1', 18_000, 8_000, 10_000, 'Vencido']);
    expect(values(3)).toEqual(['1/1', 1_000, 0, 1_000, 'Vencido']);
    expect(sheet.getCell('D3').value).toBe('Cooperativa Agro Norte');
  });
});
