import type PDFDocument from 'pdfkit';
import { APP_NAME } from '../../domain/constants.ts';
import { winAnsiText } from './win-ansi.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Shared pieces of our PDFs (pdfkit, A4, the built-in Helvetica whose WinAnsi encoding covers
 * Portuguese): a document that resolves to a Buffer, section titles, label/value pairs, tables
 * that repeat their header on a new page, and the 'Página X de Y' footer. pdfkit is loaded by the
 * first PDF, not at start: ~24 MB of an idle server's memory (docs/benchmarks.md, 'Reliability').
 */
export async function createPdf(options: {
  landscape?: boolean;
  compress?: boolean;
  title: string;
}) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margins: { top: 40, bottom: 50, left: 40, right: 40 },
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: options.title, Creator: APP_NAME, Producer: APP_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(9);
  showWinAnsiOnly(doc);
  return { doc, finish: () => finishPdf(doc, done) };
}

/**
 * Every text the document shows or measures goes through winAnsiText first — the one place, so
 * no document can pass a stored value (a client's name, notes) to the built-in font as it is.
 */
function showWinAnsiOnly(doc: Pdf) {
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  const shown = (value: unknown) => winAnsiText(value == null ? '' : String(value));
  doc.text = ((value: unknown, ...rest: never[]) => text(shown(value), ...rest)) as Pdf['text'];
  doc.widthOfString = (value, options) => widthOfString(shown(value), options);
  doc.heightOfString = (value, options) => heightOfString(shown(value), options);
}

async function finishPdf(doc: Pdf, done: Promise<Buffer>): Promise<Buffer> {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 35;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#5f6e78')
      .text(`Documento gerado pelo ${APP_NAME}`, doc.page.margins.left, bottom, {
        lineBreak: false,
      })
      .text(
        `Página ${i + 1} de ${range.count}`,
        doc.page.width - doc.page.margins.right - 80,
        bottom,
        {
          width: 80,
          align: 'right',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when less than `height` points are left. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The height a section title takes, with the space above and below it. */
const TITLE_HEIGHT = 28;

/** The height of one line of body text: a section's first block unless it says otherwise. */
export const LINE_HEIGHT = 14;

/**
 * A section's title, kept with its first block: when the title and `firstBlock` points of
 * what follows do not fit on the page, the title opens the next page.
 */
export function sectionTitle(doc: Pdf, text: string, firstBlock = LINE_HEIGHT) {
  ensureSpace(doc, TITLE_HEIGHT + firstBlock);
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0b4f6c')
    .text(text, doc.page.margins.left);
  doc.font('Helvetica').fontSize(9).fillColor('#14212b').moveDown(0.2);
}

/** 'Label: value' lines, two per row. */
export function pairs(doc: Pdf, items: [string, string][]) {
  const left = doc.page.margins.left;
  const half = contentWidth(doc) / 2;
  for (let i = 0; i < items.length; i += 2) {
    ensureSpace(doc, 14);
    const y = doc.y;
    let bottom = y;
    items.slice(i, i + 2).forEach(([label, value], column) => {
      doc
        .font('Helvetica-Bold')
        .text(`${label}: `, left + column * half, y, { width: half - 8, continued: true })
        .font('Helvetica')
        .text(value);
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
  }
  doc.x = left;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

const PADDING = 4;

/**
 * The columns' widths in points: the fractions of the page, except that a column is never
 * narrower than the longest word of its header (a header wraps at spaces only); what a column
 * gains is taken from the others, in proportion to what each has beyond its own longest word.
 */
function columnWidths(doc: Pdf, columns: Column[]): number[] {
  const total = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(8);
  const least = columns.map(
    (c) => Math.max(0, ...c.header.split(/\s+/).map((w) => doc.widthOfString(w))) + PADDING + 1,
  );
  const wanted = columns.map((c) => c.width * total);
  const missing = wanted.reduce((sum, w, i) => sum + Math.max(0, least[i]! - w), 0);
  const spare = wanted.reduce((sum, w, i) => sum + Math.max(0, w - least[i]!), 0);
  return wanted.map((w, i) =>
    w <= least[i]! ? least[i]! : w - ((w - least[i]!) / spare) * Math.min(missing, spare),
  );
}

const rowHeight = (doc: Pdf, cells: string[], widths: number[], bold: boolean) => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  return (
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - PADDING }))) +
    PADDING
  );
};

/** The height of a table's header and first row: what its section title is kept with. */
export function tableStartHeight(doc: Pdf, columns: Column[], rows: string[][]) {
  const widths = columnWidths(doc, columns);
  const header = rowHeight(
    doc,
    columns.map((c) => c.header),
    widths,
    true,
  );
  return header + (rows[0] ? rowHeight(doc, rows[0], widths, false) : 0);
}

/** A table whose column widths are fractions of the page; the header repeats on new pages. */
export function table(
  doc: Pdf,
  columns: Column[],
  rows: string[][],
  options: { boldLast?: boolean } = {},
) {
  const left = doc.page.margins.left;
  const total = contentWidth(doc);
  const widths = columnWidths(doc, columns);
  const headers = columns.map((c) => c.header);
  const drawRow = (cells: string[], bold: boolean, fill?: string) => {
    const height = rowHeight(doc, cells, widths, bold);
    const y = doc.y;
    if (fill) doc.rect(left, y, total, height).fill(fill).fillColor('#14212b');
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y + 2, {
        width: widths[i]! - PADDING,
        align: columns[i]!.align ?? 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + total, y + height)
      .lineWidth(0.3)
      .strokeColor('#a9d5e8')
      .stroke();
    doc.y = y + height;
  };
  const drawHeader = () => drawRow(headers, true, '#eef7fb');
  ensureSpace(doc, tableStartHeight(doc, columns, rows));
  drawHeader();
  rows.forEach((row, index) => {
    const bold = !!options.boldLast && index === rows.length - 1;
    if (doc.y + rowHeight(doc, row, widths, bold) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row, bold);
  });
  doc.font('Helvetica').fontSize(9).x = left;
}

/** A section whose first block is a table: its title is kept with the header and first row. */
export function tableSection(
  doc: Pdf,
  title: string,
  columns: Column[],
  rows: string[][],
  options: { boldLast?: boolean } = {},
) {
  sectionTitle(doc, title, tableStartHeight(doc, columns, rows));
  table(doc, columns, rows, options);
}
