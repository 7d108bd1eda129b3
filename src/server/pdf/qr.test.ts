import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { createPdf } from './layout.ts';
import { qrCode } from './qr.ts';

// The QR code is drawn square by square from the encoder's matrix: one square per dark module,
// on a white background that holds the quiet zone.

const CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('qrCode', () => {
  it('draws one square per dark module, inside the size asked for', async () => {
    const { doc, finish } = await createPdf({ title: 'QR', compress: false });
    qrCode(doc, CODE, 40, 40, 130);
    const source = (await finish()).toString('latin1');
    const squares = [...source.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) =>
      m.slice(1).map(Number),
    );
    const dark = encode(CODE, { ecc: 'M', border: 0 }).data.flat().filter(Boolean).length;
    expect(squares).toHaveLength(dark + 1); // the white background, then the modules
    expect(squares[0]).toEqual([40, expect.any(Number), 130, 130]);
    for (const [x, , w] of squares) expect(x! + w!).toBeLessThanOrEqual(170.0001);
  });
});
