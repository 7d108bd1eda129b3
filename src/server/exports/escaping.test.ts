import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { accountingCompany, postTitle, titlePayload } from '../test/accounting.ts';
import { useTestApp } from '../test/app.ts';
import { downloaded } from '../test/contracts.ts';
import { HOSTILE_TEXTS } from '../test/hostile-text.ts';
import { csvOf, workbookOf, type Column } from './table-file.ts';

const t = useTestApp();

/** The first characters that make a spreadsheet read a cell as a formula (OWASP 'CSV injection'). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV of ours read back per RFC 4180 (';' between fields): its rows of fields. */
function csvRows(file: Buffer): string[][] {
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [[]];
  const field = /("(?:[^"]|"")*"|[^;"\r\n]*)(;|\r\n)/gy;
  let read = (field.lastIndex = 1);
  for (let match = field.exec(text); match; match = field.exec(text)) {
    const raw = match[1]!;
    rows.at(-1)!.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] === '\r\n') rows.push([]);
    read = field.lastIndex;
  }
  expect(read, 'the whole file is fields').toBe(text.length);
  return rows.slice(0, -1);
}

/** What CSV writes for a text: a formula's start behind a quote, so it is read as text. */
const inCsv = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** An XLSX workbook's first sheet, read back with the library that wrote it. */
async function firstSheet(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** What XML keeps of a text: CR/LF read as LF, control characters XML 1.0 forbids left out. */
const inXlsx = (value: string) => value.replace(/\r\n/g, '\n').replace(/[^\P{Cc}\t\n\r]/gu, '');

/** The cell holds `value` as a string, never as a formula. */
function expectTextCell(cell: ExcelJS.Cell, value: string) {
  expect(cell.type, value).toBe(ExcelJS.ValueType.String);
  expect(cell.value).toBe(inXlsx(value));
}

const columns: Column[] = [
  { header: 'Descrição', width: 30 },
  { header: 'Valor', width: 12, format: 'money' },
];

describe(`CSV and XLSX writers: ${HOSTILE_TEXTS.length} hostile texts × 2 formats`, () => {
  it.each(HOSTILE_TEXTS)('write $label as text, never a formula', async ({ value }) => {
    const rows = csvRows(csvOf(columns, [[value, -12_345]]));
    expect(rows).toEqual([
      ['Descrição', 'Valor'],
      [inCsv(value), '-123,45'],
    ]);
    const sheet = await firstSheet(await workbookOf('Teste', columns, [[value, -12_345]]));
    expectTextCell(sheet.getCell('A2'), value);
    expect(sheet.getCell('B2').value).toBe(-123.45);
  });
});

const api = HOSTILE_TEXTS.filter((h) => h.api);

describe(`Exports through the API: ${api.length} hostile texts × accounting CSV, accounting XLSX and MAPA XLSX`, () => {
  it('write hostile descriptions, counterparts and company names as text', async () => {
    const office = await accountingCompany(t.app);
    for (const [index, { value }] of api.entries())
      await postTitle(
        office.owner,
        titlePayload(office.insurance, {
          descricao: value,
          contraparte: value,
          primeiro_vencimento: `2026-03-${String(index + 1).padStart(2, '0')}`,
        }),
      );
    const exported = (url: string) => downloaded(office.owner, url);
    const csv = csvRows(await exported('/api/accounting/exportar/pagar?formato=csv'));
    expect(csv.slice(1).map((row) => [row[1], row[3]])).toEqual(
      api.map(({ value }) => [inCsv(value), inCsv(value)]),
    );
    const sheet = await firstSheet(await exported('/api/accounting/exportar/pagar'));
    api.forEach(({ value }, index) => {
      expectTextCell(sheet.getCell(index + 2, 2), value);
      expectTextCell(sheet.getCell(index + 2, 4), value);
    });
    for (const { value } of api) {
      const patched = await office.owner({
        method: 'PATCH',
        url: '/api/company',
        payload: { company_name: value },
      });
      expect(patched.statusCode).toBe(200);
      const mapa = await firstSheet(await exported('/api/mapa/planilha?ano=2026&mes=11&uf=MT'));
      expectTextCell(mapa.getCell('A3'), `Empresa: ${value}`);
    }
  });
});
