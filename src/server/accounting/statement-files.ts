import { createHash } from 'node:crypto';
import type { StatementFormat } from '../../domain/accounting/values.ts';
import {
  csvFitidInputs,
  ofxAmountCents,
  readCsvStatement,
  statementDate,
  type StatementAccount,
  type StatementEntry,
} from '../../domain/accounting/statement.ts';
import { ERRORS } from '../../domain/messages.ts';
import { formatDate } from '../../domain/format.ts';
import { formatBRL, MAX_BALANCE_CENTS } from '../../domain/money.ts';
import { AppError } from '../platform/app-error.ts';

/** A statement line ready to store: the bank's FITID (or the CSV line's digest) with it. */
export type StatementFileLine = StatementEntry & { fitid: string };

/** What a statement file holds: its format, the account it names (OFX), its lines. */
export type StatementFile = {
  formato: StatementFormat;
  conta: StatementAccount | null;
  linhas: StatementFileLine[];
};

/** The largest statement file read (a year of a busy account is well under it). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The text of a file: UTF-8 when its bytes are valid UTF-8, else Windows-1252 (a superset of
 * Latin-1), what Brazilian banks send whatever their OFX header (`CHARSET:1252`) claims.
 * Accented Latin-1 text is never valid UTF-8, so the bytes decide, not the header.
 */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A tag's value in an OFX block: SGML (1.x, unclosed, to the line's end) or XML (2.x). */
function tagValue(block: string, tag: string): string | null {
  const value = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block)?.[1]?.trim();
  return value ? value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name]!) : null;
}

/** The blocks of an aggregate (`STMTTRN`), closed or not (SGML may leave them open). */
const blocksOf = (text: string, tag: string, endsAt: string) =>
  [...text.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)(?=</${tag}>|<${tag}>|${endsAt})`, 'gi'))].map(
    (match) => match[1]!,
  );

/** Transaction types that take money out even when the bank writes the amount unsigned. */
const DEBITS = new Set(['DEBIT', 'PAYMENT', 'CHECK', 'FEE', 'SRVCHG', 'ATM', 'POS', 'DIRECTDEBIT']);

/** An OFX 1.x (SGML) or 2.x (XML) statement: its transactions and the account it is of. */
function readOfx(text: string): Omit<StatementFile, 'formato'> {
  const [account] = blocksOf(text, 'BANKACCTFROM', '<BANKTRANLIST>|</STMTRS>');
  const entries = blocksOf(text, 'STMTTRN', '</BANKTRANLIST>').flatMap((block) => {
    const data = statementDate(tagValue(block, 'DTPOSTED') ?? '');
    const amount = ofxAmountCents(tagValue(block, 'TRNAMT') ?? '');
    if (!data || !amount) return [];
    const debit = DEBITS.has((tagValue(block, 'TRNTYPE') ?? '').toUpperCase());
    const texts = [tagValue(block, 'NAME'), tagValue(block, 'MEMO')].filter(Boolean);
    return [
      {
        fitid: tagValue(block, 'FITID'),
        data,
        valor_cents: debit ? -Math.abs(amount) : amount,
        descricao: [...new Set(texts)].join(' — ') || 'Sem descrição',
      },
    ];
  });
  const conta = account
    ? {
        banco: tagValue(account, 'BANKID'),
        agencia: tagValue(account, 'BRANCHID'),
        conta: tagValue(account, 'ACCTID'),
      }
    : null;
  return { conta, linhas: withFitids(entries) };
}

const digest = (input: string) =>
  `csv:${createHash('sha256').update(input).digest('hex').slice(0, 32)}`;

/**
 * Every line's FITID: the bank's, numbered when the file repeats one (some banks give the same
 * FITID to two transactions of a day); a digest of the line where the bank gives none.
 */
function withFitids(entries: (StatementEntry & { fitid?: string | null })[]) {
  const inputs = csvFitidInputs(entries);
  const seen = new Map<string, number>();
  return entries.map(({ fitid, ...entry }, index) => {
    if (!fitid) return { ...entry, fitid: digest(inputs[index]!) };
    const occurrence = (seen.get(fitid) ?? 0) + 1;
    seen.set(fitid, occurrence);
    return { ...entry, fitid: occurrence === 1 ? fitid : `${fitid}#${occurrence}` };
  });
}

/**
 * Reads a statement file: OFX when it holds an `<OFX>` element, else a CSV with a header this
 * reader knows; anything else is refused (400, naming `arquivo`).
 */
export function readStatementFile(bytes: Uint8Array): StatementFile {
  const text = decodeStatement(bytes);
  const csv = /<OFX>/i.test(text) ? null : readCsvStatement(text);
  const file: StatementFile | null = /<OFX>/i.test(text)
    ? { formato: 'ofx', ...readOfx(text) }
    : csv && { formato: 'csv', conta: null, linhas: withFitids(csv) };
  if (!file)
    throw new AppError('STATEMENT_UNREADABLE', { arquivo: ERRORS.STATEMENT_UNREADABLE.message });
  const beyond = file.linhas.find((line) => Math.abs(line.valor_cents) > MAX_BALANCE_CENTS);
  if (beyond)
    throw new AppError('VALIDATION_FAILED', {
      arquivo: `O lançamento de ${formatDate(beyond.data)} passa de ${formatBRL(MAX_BALANCE_CENTS)}: confira o valor no arquivo.`,
    });
  return file;
}
