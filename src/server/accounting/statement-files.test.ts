import { describe, expect, it } from 'vitest';
import { readStatementFile } from './statement-files.ts';
import { ofxStatement } from '../demo/statement-samples.ts';

const ACCOUNT = { banco: '0756', agencia: '0812', conta: '99871-0' };

/** An OFX 2.x statement: XML, every element closed, UTF-8, entities escaped. */
const OFX2 = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL</CURDEF>
<BANKACCTFROM><BANKID>0756</BANKID><ACCTID>998710</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261103</DTPOSTED><TRNAMT>380.15</TRNAMT>
<FITID>A1</FITID><NAME>Energisa</NAME><MEMO>Débito automático água &amp; luz</MEMO></STMTTRN>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261104100000[-3:BRT]</DTPOSTED><TRNAMT>1500,00</TRNAMT>
<FITID>A1</FITID><MEMO>TED recebida</MEMO></STMTTRN>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261105</DTPOSTED><TRNAMT>0.00</TRNAMT><FITID>Z</FITID></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('statement files', () => {
  it('reads an OFX 2.x: unsigned debits, comma decimals, repeated FITIDs numbered, no zero lines', () => {
    expect(readStatementFile(Buffer.from(OFX2, 'utf8'))).toEqual({
      formato: 'ofx',
      conta: { banco: '0756', agencia: null, conta: '998710' },
      linhas: [
        {
          fitid: 'A1',
          data: '2026-11-03',
          valor_cents: -38_015,
          descricao: 'Energisa — Débito automático água & luz',
        },
        { fitid: 'A1#2', data: '2026-11-04', valor_cents: 150_000, descricao: 'TED recebida' },
      ],
    });
  });

  it('reads an OFX 1.x sent in Windows-1252, and gives a line without FITID a stable digest', () => {
    const text = ofxStatement(ACCOUNT, [
      {
        fitid: '',
        data: '2026-11-10',
        valor_cents: 98_000,
        descricao: 'PIX RECEBIDO JOSÉ CONCEIÇÃO',
      },
    ]);
    const [line] = readStatementFile(Buffer.from(text, 'latin1')).linhas;
    expect(line).toMatchObject({ descricao: 'PIX RECEBIDO JOSÉ CONCEIÇÃO', valor_cents: 98_000 });
    expect(line!.fitid).toMatch(/^csv:[0-9a-f]{32}$/);
    expect(readStatementFile(Buffer.from(text, 'latin1')).linhas[0]!.fitid).toBe(line!.fitid);
  });
});
