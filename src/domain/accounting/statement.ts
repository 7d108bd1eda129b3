import { isCalendarDate } from '../dates.ts';
import { parseCents } from '../decimal.ts';
import { matchKey } from '../stock/nfe.ts';

/**
 * A bank statement's lines as read from its file (OFX or CSV), before they are stored: the
 * date, the amount in centavos (credits positive, debits negative) and the bank's text.
 */
export type StatementEntry = { data: string; valor_cents: number; descricao: string };

/** The bank account a statement says it is of (OFX's BANKACCTFROM). */
export type StatementAccount = {
  banco: string | null;
  agencia: string | null;
  conta: string | null;
};

/**
 * An OFX amount (`TRNAMT`): a dot is the decimal mark ('-1500.00', '1.5'), or a comma when
 * the bank writes one ('-1.500,00'). Centavos, or null when it is not a number.
 */
export function ofxAmountCents(text: string): number | null {
  const value = parseCents(text.includes(',') ? text : text.replace('.', ','));
  return value === null || Number.isNaN(value) ? null : value;
}

/**
 * An amount as a CSV export writes it: '1.234,56', '-1.234,56', 'R$ -50,00', '-R$ 50,00',
 * '1234.56', or with a trailing 'D' (debit) or 'C' (credit). Centavos, or null.
 */
export function csvAmountCents(text: string): number | null {
  const marker = /\s*([DC])$/i.exec(text.trim());
  const body = (marker ? text.trim().slice(0, marker.index) : text).replace(/R\$|\s/g, '');
  const value = parseCents(body);
  if (value === null || Number.isNaN(value)) return null;
  return marker?.[1]!.toUpperCase() === 'D' ? -Math.abs(value) : value;
}

/**
 * A statement's date: OFX's 'YYYYMMDDHHMMSS[-3:BRT]' (the day as the bank wrote it), or a
 * CSV's 'dd/mm/aaaa', 'dd/mm/aa' or 'aaaa-mm-dd'. 'YYYY-MM-DD', or null when not a real date.
 */
export function statementDate(text: string): string | null {
  const value = text.trim();
  const ofx = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  const br = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = br
    ? `${br[3]!.length === 2 ? `20${br[3]}` : br[3]}-${br[2]}-${br[1]}`
    : iso
      ? value
      : ofx
        ? `${ofx[1]}-${ofx[2]}-${ofx[3]}`
        : null;
  return date && isCalendarDate(date) ? date : null;
}

/** The cells of one CSV line: `;` or `,` separated, double quotes around a cell with either. */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return [...cells, cell.trim()];
}

type Columns = { data: number; descricao: number; valor: number; credito: number; debito: number };

/** Which column holds what, read from a header row; null when the row is not the header. */
function columnsOf(header: string[]): Columns | null {
  const keys = header.map(matchKey);
  const find = (test: (key: string) => boolean) => keys.findIndex(test);
  const columns = {
    data: find((key) => key === 'data' || key.startsWith('data ') || key === 'dt'),
    descricao: find((key) => /^(descricao|historico|lancamento|memo|detalhes?)\b/.test(key)),
    valor: find((key) => key.startsWith('valor')),
    credito: find((key) => /^(credito|entrada)/.test(key)),
    debito: find((key) => /^(debito|saida)/.test(key)),
  };
  const hasAmount = columns.valor >= 0 || (columns.credito >= 0 && columns.debito >= 0);
  return columns.data >= 0 && columns.descricao >= 0 && hasAmount ? columns : null;
}

/** A row's amount: its Valor column, or its Crédito less its Débito. */
function rowAmount(cells: string[], columns: Columns): number | null {
  if (columns.valor >= 0) return csvAmountCents(cells[columns.valor] ?? '');
  const credit = csvAmountCents(cells[columns.credito] ?? '');
  const debit = csvAmountCents(cells[columns.debito] ?? '');
  if (credit === null && debit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}

/**
 * The lines of a CSV statement as Brazilian banks export it: lines before the header (the
 * account, the period) are passed over; the header names Data, Descrição or Histórico, and
 * Valor or Crédito and Débito; rows without a date or an amount, and balance rows ('Saldo
 * anterior', 'SALDO DO DIA'), are not transactions. Null when no header is found.
 */
export function readCsvStatement(text: string): StatementEntry[] | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const [index, line] of lines.entries()) {
    const separator = line.includes(';') ? ';' : ',';
    const columns = columnsOf(cellsOf(line, separator));
    if (!columns) continue;
    return lines.slice(index + 1).flatMap((row) => {
      const cells = cellsOf(row, separator);
      const data = statementDate(cells[columns.data] ?? '');
      const valor_cents = rowAmount(cells, columns);
      const descricao = (cells[columns.descricao] ?? '').replace(/\s+/g, ' ');
      if (!data || !valor_cents || matchKey(descricao).startsWith('saldo')) return [];
      return [{ data, valor_cents, descricao }];
    });
  }
  return null;
}

/**
 * What a CSV line's FITID is a digest of: its date, amount, text and how many times that same
 * triple came before it in the file (from 1), so two equal payments on one day stay two lines
 * and importing the same file again finds every line already there.
 */
export function csvFitidInputs(entries: readonly StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const triple = `${entry.data}|${entry.valor_cents}|${matchKey(entry.descricao)}`;
    const occurrence = (seen.get(triple) ?? 0) + 1;
    seen.set(triple, occurrence);
    return `${triple}|${occurrence}`;
  });
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

/**
 * Whether a statement's account is another than the chosen one: their account numbers, digits
 * only and without leading zeros, neither holding the other ('12345-6' and '0000123456' are the
 * same). Unknown on either side is no difference.
 */
export function isOtherAccount(
  file: StatementAccount | null,
  chosen: { conta: string | null },
): boolean {
  const fromFile = digits(file?.conta ?? null);
  const ours = digits(chosen.conta);
  if (!fromFile || !ours) return false;
  return !fromFile.includes(ours) && !ours.includes(fromFile);
}
