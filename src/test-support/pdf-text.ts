import { inflateSync } from 'node:zlib';

/** A PDF's source with its FlateDecode streams inflated: the pages' drawing operators as text. */
export const pdfSource = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(
      /\/FlateDecode([\s\S]*?)stream\n([\s\S]*?)\nendstream/g,
      (_, dict: string, data: string) =>
        `${dict}stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`,
    );

/**
 * The text of a PDF written by pdfkit with its standard fonts, compressed or not (its
 * FlateDecode streams are inflated first): every string shown by a TJ operator, hex-encoded in
 * WinAnsi, decoded and joined by line.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdfSource(pdf);
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}

export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
