import type { StatementEntry } from '../../domain/accounting/statement.ts';

/** An account as an OFX names it: bank code, agency and account number. */
export type OfxAccount = { banco: string; agencia: string; conta: string };

const compact = (date: string) => date.replaceAll('-', '');

/**
 * An OFX 1.x statement as Brazilian banks export it (SGML, unclosed value tags, `CHARSET:1252`
 * header, dates at noon in Brasília's offset): what the demo company imports, and what the
 * tests send, encoded in Windows-1252 as a bank's file is. Each line's FITID is given.
 */
export function ofxStatement(
  account: OfxAccount,
  lines: readonly (StatementEntry & { fitid: string })[],
): string {
  const dates = lines.map((line) => compact(line.data)).sort();
  const transactions = lines.map((line) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${line.valor_cents > 0 ? 'CREDIT' : 'DEBIT'}`,
      `<DTPOSTED>${compact(line.data)}120000[-3:BRT]`,
      `<TRNAMT>${(line.valor_cents / 100).toFixed(2)}`,
      `<FITID>${line.fitid}`,
      `<MEMO>${line.descricao}`,
      '</STMTTRN>',
    ].join('\r\n'),
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<DTSERVER>20261124090000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>BRL',
    `<BANKACCTFROM><BANKID>${account.banco}<BRANCHID>${account.agencia}<ACCTID>${account.conta}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${dates[0] ?? ''}<DTEND>${dates.at(-1) ?? ''}`,
    ...transactions,
    '</BANKTRANLIST>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}
