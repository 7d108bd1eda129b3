import { APP_NAME } from '../../domain/constants.ts';
import { saoPauloWallClock } from '../../domain/dates.ts';
import { formatDate, formatMinute } from '../../domain/format.ts';

/**
 * A column of an exported table: its header, its width in characters and how its cells are
 * written — `money` (integer centavos, shown as R$), `quantity` (3 decimals), `decimal` (as
 * given: hectares, hours), `date` ('YYYY-MM-DD', a calendar day), `moment` (a `Date`, an
 * instant, shown to the minute), or as they are (text). An instant is always written in Brazil's
 * official time, as the app shows it.
 */
export type Column = {
  header: string;
  width: number;
  format?: 'money' | 'quantity' | 'decimal' | 'date' | 'moment';
};
export type Cell = string | number | Date | null;

export const CSV = 'text/csv; charset=utf-8';

const NUMBER_FORMATS: Record<NonNullable<Column['format']>, string> = {
  money: '"R$" #,##0.00',
  quantity: '#,##0.000',
  decimal: '#,##0.0#',
  date: 'dd/mm/yyyy',
  moment: 'dd/mm/yyyy hh:mm',
};

/** A cell as the spreadsheet holds it: reais as a number, a calendar day as a date. */
function sheetCell(column: Column, cell: Cell) {
  if (cell === null) return null;
  if (column.format === 'money') return Number(cell) / 100;
  if (column.format === 'date' && typeof cell === 'string') return new Date(`${cell}T00:00:00Z`);
  // A spreadsheet's dates have no zone: an instant goes in as São Paulo's wall clock reads it.
  if (cell instanceof Date) return saoPauloWallClock(cell);
  return cell;
}

/**
 * One sheet with a bold, frozen header row, each column at its width and number format; without
 * `money`, its money columns are left out (a pilot's copy, decision 034).
 */
export async function workbookOf(
  name: string,
  allColumns: Column[],
  allRows: Cell[][],
  { money = true }: { money?: boolean } = {},
) {
  const kept = allColumns.flatMap((column, i) => (money || column.format !== 'money' ? [i] : []));
  const columns = kept.map((i) => allColumns[i]!);
  const rows = allRows.map((row) => kept.map((i) => row[i] ?? null));
  // exceljs is loaded by the first workbook, not at start: ~30 MB of an idle server's memory.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = APP_NAME;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.format ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => row.map((cell, i) => sheetCell(columns[i]!, cell))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Centavos as a pt-BR decimal without grouping: -123456 → '-1234,56' (exact, no float). */
function centsText(cents: number) {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The first characters that make a spreadsheet read a CSV field as a formula (OWASP 'CSV
 * injection': '=HYPERLINK(…)' in a client's name would be run when the accountant opens the file).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text field: one starting like a formula is put behind an apostrophe, as OWASP recommends —
 * quoting alone does not help, Excel runs a quoted '=…' too — so it is read (and shown) as text;
 * numbers are written by the branches above and keep their sign. Then a field holding '"', ';'
 * or a line break is quoted, its quotes doubled (RFC 4180).
 */
function csvField(cell: string): string {
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvText(column: Column, cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return formatMinute(cell.toISOString()).replace(',', '');
  if (column.format === 'money') return centsText(Number(cell));
  if (column.format === 'date') return formatDate(String(cell));
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return csvField(cell);
}

/**
 * The same table as CSV the way a spreadsheet in Brazil opens it: UTF-8 with a byte-order mark,
 * fields separated by ';', decimals with a comma, dates dd/mm/aaaa, lines ending in CRLF.
 */
export function csvOf(columns: Column[], rows: Cell[][]): Buffer {
  const lines = [
    columns.map((column) => csvText({ header: '', width: 0 }, column.header)),
    ...rows.map((row) => row.map((cell, i) => csvText(columns[i]!, cell))),
  ];
  return Buffer.from(`\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`, 'utf8');
}
