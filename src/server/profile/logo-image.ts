import type Sharp from 'sharp';
import {
  LOGO_MAX_SIDE_PX,
  LOGO_PROBLEMS,
  LOGO_STORED_SIDE_PX,
  type LogoType,
} from '../../domain/companies/logo.ts';

/**
 * The image library, loaded on the first logo (about 30 MB of a server's memory that one which
 * never sees a logo keeps), with no image cache across calls (a logo is decoded once) and one
 * thread per image: the machine's cores serve requests.
 */
let library: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (library ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

/** What refuses a logo: the problem its field is told. */
export class LogoRefused extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

/**
 * One image at a time in the whole process: decoding a logo of 4.000 × 4.000 pixels takes tens
 * of MB for a moment, so a burst of uploads queues here instead of adding them up.
 */
let queue: Promise<unknown> = Promise.resolve();
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/** Resolves once every image work queued so far has ended. */
export const imagesDone = () => queue.then(() => undefined);

/**
 * A logo re-encoded as a JPEG within LOGO_STORED_SIDE_PX on its longer side, turned upright,
 * on white where it was transparent (the letterhead's paper), without its metadata. A JPEG
 * because the PDF library embeds one as it is, while it unpacks a PNG into a JavaScript array
 * byte by byte (and decodes one with transparency whole): 20 MAPA PDFs at once with the
 * heaviest 600-pixel PNG copy peaked at 500 MB of server RSS and took 3,2 s; with its JPEG copy
 * 258 MB and 1,1 s (189 MB and 0,7 s without a logo; bench/logo.mjs). `type`, read from the
 * logo's first bytes, must be what it decodes as. Its size is read
 * from its header first: over LOGO_MAX_SIDE_PX on a side (`maxSide`), or anything that does not
 * decode whole, is refused (LogoRefused) before or instead of being decoded.
 */
export function boundedLogo(bytes: Buffer, type: LogoType, maxSide = LOGO_MAX_SIDE_PX) {
  return oneImageAtATime(async () => {
    const sharp = await loadSharp();
    const options = { limitInputPixels: maxSide * maxSide, sequentialRead: true } as const;
    // The header alone: no pixel limit applies to reading it, the check below is the limit.
    const header = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!header || header.format !== (type === 'image/png' ? 'png' : 'jpeg'))
      throw new LogoRefused(LOGO_PROBLEMS.unreadable);
    if (header.width > maxSide || header.height > maxSide)
      throw new LogoRefused(LOGO_PROBLEMS.dimensions);
    const resized = sharp(bytes, options)
      .rotate()
      .resize(LOGO_STORED_SIDE_PX, LOGO_STORED_SIDE_PX, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded = resized
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: true });
    return encoded.toBuffer().catch(() => {
      throw new LogoRefused(LOGO_PROBLEMS.unreadable);
    });
  });
}
