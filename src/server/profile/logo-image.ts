import sharp from 'sharp';
import {
  LOGO_MAX_SIDE_PX,
  LOGO_PROBLEMS,
  LOGO_STORED_SIDE_PX,
  type LogoType,
} from '../../domain/companies/logo.ts';

// No image cache across calls (a logo is decoded once), and one thread per image: the machine's
// cores serve requests.
sharp.cache(false);
sharp.concurrency(1);

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
 * A logo re-encoded in its own type (`type`, read from its first bytes) within
 * LOGO_STORED_SIDE_PX on its longer side, turned upright, without its metadata. Its size is read
 * from its header first: over LOGO_MAX_SIDE_PX on a side (`maxSide`), or anything that does not
 * decode whole, is refused (LogoRefused) before or instead of being decoded.
 */
export function boundedLogo(bytes: Buffer, type: LogoType, maxSide = LOGO_MAX_SIDE_PX) {
  return oneImageAtATime(async () => {
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
    const encoded =
      type === 'image/png'
        ? resized.png({ compressionLevel: 9 })
        : resized.jpeg({ quality: 85, mozjpeg: true });
    return encoded.toBuffer().catch(() => {
      throw new LogoRefused(LOGO_PROBLEMS.unreadable);
    });
  });
}
