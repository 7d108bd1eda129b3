import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvOf, workbookOf, type Column } from './table-file.ts';

describe('csvOf', () => {
  it('writes centavos exactly, calendar days as dd/mm/aaaa, and quotes what needs it', () => {
    const columns: Column[] = [
      { header: 'Descrição', width: 20 },
      { header: 'Vencimento', width: 12, format: 'date' },
      { header: 'Valor', width: 12, format: 'money' },
      { header: 'Hectares', width: 12, format: 'decimal' },
    ];
    const text = csvOf(columns, [
      ['Óleo; filtro "AT"', '2026-11-05', -123_456, 12.5],
      ['Seguro', null, 5, null],
    ]).toString('utf8');
    expect(text).toBe(
      '\uFEFFDescrição;Vencimento;Valor;Hectares\r\n' +
        '"Óleo; filtro ""AT""";05/11/2026;-1234,56;12,5\r\n' +
        'Seguro;;0,05;\r\n',
    );
  });
});

describe('an instant in an export', () => {
  const columns: Column[] = [{ header: 'Data', width: 18, format: 'moment' }];
  // 15:30 UTC is 12:30 in São Paulo; 02:30 UTC on the 1st is still 23:30 of the 30th there.
  const rows = [[new Date('2026-12-06T15:30:00Z')], [new Date('2026-12-01T02:30:00Z')]];

  it("is written in the CSV as São Paulo's day and time", () => {
    expect(csvOf(columns, rows).toString('utf8')).toBe(
      '\uFEFFData\r\n06/12/2026 12:30\r\n30/11/2026 23:30\r\n',
    );
  });

  it("is held in the spreadsheet as São Paulo's wall clock, shown to the minute", async () => {
    const workbook = new ExcelJS.Workbook();
    const file = await workbookOf('Movimentações', columns, rows);
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Movimentações')!;
    expect(sheet.getCell('A2').value).toEqual(new Date('2026-12-06T12:30:00Z'));
    expect(sheet.getCell('A3').value).toEqual(new Date('2026-11-30T23:30:00Z'));
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
