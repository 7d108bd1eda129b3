import { encode } from 'uqr';
import type { Pdf } from './layout.ts';

/**
 * A QR code drawn as vector squares at (x, y), `size` points on each side with its quiet zone
 * (4 modules, as ISO/IEC 18004 asks) inside: sharp at any zoom and on any printer. Error
 * correction M, what payment apps read well on paper.
 */
export function qrCode(doc: Pdf, text: string, x: number, y: number, size: number) {
  const quiet = 4;
  const { data, size: modules } = encode(text, { ecc: 'M', border: 0 });
  const unit = size / (modules + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + quiet) * unit, y + (r + quiet) * unit, unit, unit);
    }),
  );
  doc.fill('#000000').restore();
}
