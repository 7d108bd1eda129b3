import sharp from 'sharp';

/**
 * A PNG of `cells` × `cells` squares of `block` pixels each, every square a random colour
 * (xorshift, fixed seed). It does not compress below its colours' bytes, and once shrunk to a
 * logo's 600 pixels its squares blend into noise: the largest copy the server can keep.
 */
export function noisyPng(cells: number, block = 1) {
  const colours = Buffer.alloc(cells * cells * 3);
  let x = 2_463_534_242;
  for (let i = 0; i < colours.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    colours[i] = x & 0xff;
  }
  const side = cells * block;
  return sharp(colours, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(side, side, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
