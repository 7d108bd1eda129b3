/** The largest logo a company may upload (DESIGN §5 'Perfil'): 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/**
 * The largest logo, in pixels on either side, a company may upload (issue 35): its size is read
 * from its header before anything decodes it. A 970 KB PNG of 15.800 × 15.800 pixels took 2.9 GB
 * to print.
 */
export const LOGO_MAX_SIDE_PX = 4000;

/** The longer side of the copy stored and printed: a logo is re-encoded down to it at upload. */
export const LOGO_STORED_SIDE_PX = 600;

/**
 * The most bytes of that copy (a JPEG) a document reads: 600 × 600 pixels of 4 bytes, as if
 * uncompressed. Pure noise takes about 500 KB; the upload's own 1 MB is not the copy's bound.
 */
export const LOGO_STORED_MAX_BYTES = 2 * 1024 * 1024;

/** The image types a logo may have; an SVG never (it may carry scripts). */
export type LogoType = 'image/png' | 'image/jpeg';

/** What a refused logo is told, on its field. */
export const LOGO_PROBLEMS = {
  type: 'O logotipo deve ser uma imagem PNG ou JPEG.',
  size: 'O logotipo deve ter no máximo 1 MB.',
  dimensions: 'O logotipo deve ter no máximo 4.000 × 4.000 pixels.',
  unreadable: 'O logotipo não pôde ser lido: envie uma imagem PNG ou JPEG válida.',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** A logo's type read from its first bytes, whatever its name or declared type; null if neither. */
export function logoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
