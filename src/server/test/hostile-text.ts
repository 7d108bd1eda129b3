/**
 * Hostile texts, written once, that the escaping tests send through every output a stored value
 * reaches (PDFs, XLSX, CSV, e-mails, file names): markup, formulas a spreadsheet would run, SQL,
 * a word too long for any column, bidirectional and combining characters, emoji, line breaks and
 * control characters. `api` says whether the register fields (at most 160 characters, no NUL)
 * accept it as it is: the others are fed to the writers directly.
 */
export const HOSTILE_TEXTS: readonly {
  label: string;
  value: string;
  api: boolean;
  /** What a PDF shows when it cannot show the value as it is (see pdf/win-ansi.ts). */
  inPdf?: string;
}[] = [
  { label: 'script tag', value: '<script>alert(1)</script>', api: true },
  { label: 'attribute breakout', value: '"><img src=x onerror=alert(1)>', api: true },
  { label: 'HYPERLINK formula', value: '=HYPERLINK("http://x","y")', api: true },
  { label: 'plus formula', value: '+SUM(1,2)', api: true },
  { label: 'minus formula', value: '-2+3', api: true },
  { label: 'at command', value: '@cmd', api: true },
  { label: 'leading tab', value: '\tfoo', api: false, inPdf: ' foo' },
  { label: 'inner tab', value: 'Aero\tSul', api: true, inPdf: 'Aero Sul' },
  { label: 'SQL', value: "'; drop table clientes; --", api: true },
  { label: 'accents, ampersand, quotes', value: 'Ação & Cia "Ltda" <b>', api: true },
  { label: 'javascript URL', value: 'javascript:alert(document.cookie)', api: true },
  {
    label: 'right-to-left override',
    value: 'Fazenda \u202Eevil.exe',
    api: true,
    inPdf: 'Fazenda evil.exe',
  },
  {
    label: 'combining marks and emoji',
    value: 'Agri\u0301cola 🚜🌱 Ça\u0327ú',
    api: true,
    inPdf: 'Agrícola ?? Çaú',
  },
  { label: 'CR/LF', value: 'linha 1\r\nlinha 2', api: true, inPdf: 'linha 1\nlinha 2' },
  { label: 'control characters', value: 'a\u0001b\u0007c\u001bd', api: true, inPdf: 'abcd' },
  { label: 'path separators', value: '../..\\etc/passwd', api: true },
  { label: '5,000-character word', value: 'W'.repeat(5000), api: false },
];
