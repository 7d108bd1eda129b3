import { crc32, deflateSync } from 'node:zlib';
import { GLYPHS } from './captcha-glyphs.ts';

/** The picture's size in pixels; the page shows it at 240 × 84 CSS pixels. */
export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 112;

type Point = [number, number];
type Random = () => number;

/**
 * Draws a captcha code as a grayscale PNG (decision 017): only pixels leave the server, never
 * the strokes. Each character's strokes are bent out of shape (every point of the stroke font
 * moved, the pen's width varied), scaled, sheared and turned on its own, the characters touch
 * or overlap, and the whole is warped by waves; strokes as thick as the characters' cross them,
 * thin ones and white gaps cut them, and the background is grainy. A person reads it; matching
 * the known font against it fails (`captcha-reader.test.ts` measures a reader that tries).
 * `random()` returns [0, 1): crypto-backed on the server, seeded in tests.
 */
export function captchaPng(code: string, random: Random): Buffer {
  const between = (min: number, max: number) => min + random() * (max - min);
  const ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  const warp = waves(between);
  const draw = (points: Point[], width: number, level: number, bent = (p: Point) => p) =>
    drawStroke(ink, densify(points).map(bent).map(warp), width, level);

  const glyphs = [...code].map((char) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no captcha glyph for ${char}`);
    return strokes;
  });
  const pitch = between(50, 55);
  const left = (CAPTCHA_WIDTH - pitch * (glyphs.length - 1)) / 2 + between(-10, 10);
  glyphs.forEach((strokes, index) => {
    const place = glyphPlacement(between, left + index * pitch + between(-4, 4));
    const ownWarp = waves(between, 0.3, 0.5);
    for (const stroke of strokes)
      draw(stroke.map(bend(between)).map(place), between(4.5, 7.5), 1, ownWarp);
  });

  // Decoys: pieces of other characters' strokes, as thick as the code's, at its edges.
  const alphabet = Object.values(GLYPHS);
  for (let i = 0; i < 3; i++) {
    const strokes = alphabet[Math.floor(random() * alphabet.length)]!;
    const stroke = strokes[Math.floor(random() * strokes.length)]!;
    const start = Math.floor(random() * Math.max(1, stroke.length - 2));
    const piece = stroke.slice(start, start + 3);
    const x =
      i === 1 ? between(20, CAPTCHA_WIDTH - 20) : i === 0 ? between(0, 25) : between(295, 320);
    const y = i === 1 ? (random() < 0.5 ? between(-25, -10) : between(85, 100)) : between(20, 50);
    const place = glyphPlacement(between, x, y);
    draw(piece.map(bend(between)).map(place), between(4.5, 6.5), between(0.6, 0.8));
  }
  // Lines across the code: one as thick as its strokes, a few thin ones.
  draw(crossing(between, true), between(5, 6.5), 1);
  for (let i = 0; i < 3; i++) draw(crossing(between), between(1.2, 2.2), between(0.45, 0.65));
  // White gaps cutting strokes apart.
  for (let i = 0; i < 2; i++) draw(crossing(between), between(1.6, 2.4), -1);

  return encodePng(shade(ink, between), CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
}

/** Moves each point of the stroke font a little, so no two drawings of a character are alike. */
function bend(between: (min: number, max: number) => number) {
  return ([x, y]: Point): Point => [x + between(-0.3, 0.3), y + between(-0.3, 0.3)];
}

/** Grid point → picture point: scale, shear and turn of one character centred at (x, y). */
function glyphPlacement(
  between: (min: number, max: number) => number,
  centreX: number,
  centreY = CAPTCHA_HEIGHT / 2 + between(-6, 6),
) {
  const scaleX = between(7.5, 12);
  const scaleY = between(8, 11.5);
  const shear = between(-0.25, 0.25);
  const angle = (between(-15, 15) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return ([gx, gy]: Point): Point => {
    const x = (gx - 2) * scaleX + (gy - 3) * scaleY * shear;
    const y = (gy - 3) * scaleY;
    return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
  };
}

/**
 * A smooth random curve from one side of the picture to the other; a `steep` one goes from
 * near the top to near the bottom (or back), cutting across the characters' horizontal strokes
 * instead of running along them.
 */
function crossing(between: (min: number, max: number) => number, steep = false): Point[] {
  const edge = () => (steep ? between(5, 25) : between(15, CAPTCHA_HEIGHT - 15));
  let [y0, y1, y2, y3] = [edge(), between(15, 97), between(15, 97), edge()];
  if (steep)
    [y1, y2, y3] = [
      (2 * y0 + CAPTCHA_HEIGHT - y3) / 3,
      (y0 + 2 * (CAPTCHA_HEIGHT - y3)) / 3,
      CAPTCHA_HEIGHT - y3,
    ];
  if (steep && between(0, 1) < 0.5) [y0, y1, y2, y3] = [y3, y2, y1, y0];
  const points: Point[] = [];
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const u = 1 - t;
    const y = u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3;
    points.push([-10 + t * (CAPTCHA_WIDTH + 20), y]);
  }
  return points;
}

/**
 * A warp: each point moved by the sum of a few sine waves. The whole picture's at full size; a
 * character's own with `amplitude` and `length` scaled down.
 */
function waves(between: (min: number, max: number) => number, amplitude = 1, length = 1) {
  const wave = (most: number, shortest: number) => {
    const [a, k, phase] = [
      between((most * amplitude) / 2, most * amplitude),
      (2 * Math.PI) / between(shortest * length, shortest * length * 1.8),
      between(0, 2 * Math.PI),
    ];
    return (v: number) => a * Math.sin(k * v + phase);
  };
  const [xByY, xByX, yByX, yByY] = [wave(6, 50), wave(4, 70), wave(7, 90), wave(3, 40)];
  return ([x, y]: Point): Point => [x + xByY(y) + xByX(x), y + yByX(x) + yByY(y)];
}

/** The polyline with a point every 2 pixels at most, so the warp bends its segments too. */
export function densify(points: Point[]): Point[] {
  const out: Point[] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [[x0, y0], [x1, y1]] = [points[i - 1]!, points[i]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 2));
    for (let s = 1; s <= steps; s++)
      out.push([x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps]);
  }
  return out;
}

/**
 * Lays a round-ended pen of `width` along the polyline into `ink` (0 paper … 1 ink), anti-aliased:
 * `level` > 0 inks up to that level, −1 erases.
 */
export function drawStroke(ink: Float32Array, points: Point[], width: number, level: number) {
  const r = width / 2;
  for (let i = 1; i < points.length; i++) {
    const [[ax, ay], [bx, by]] = [points[i - 1]!, points[i]!];
    const [dx, dy] = [bx - ax, by - ay];
    const lengthSq = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
    const x1 = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(Math.max(ax, bx) + r + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
    const y1 = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(Math.max(ay, by) + r + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSq));
        const distance = Math.hypot(x - ax - t * dx, y - ay - t * dy);
        const cover = Math.max(0, Math.min(1, r + 0.5 - distance));
        if (cover === 0) continue;
        const index = y * CAPTCHA_WIDTH + x;
        ink[index] =
          level < 0 ? Math.min(ink[index]!, 1 - cover) : Math.max(ink[index]!, cover * level);
      }
    }
  }
}

/** Ink over grainy paper with a soft gradient, as 8-bit gray levels (0 black … 255 white). */
function shade(ink: Float32Array, between: (min: number, max: number) => number): Uint8Array {
  const gray = new Uint8Array(ink.length);
  const [paperFrom, paperTo] = [between(225, 250), between(225, 250)];
  const inkLevel = between(25, 60);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const index = y * CAPTCHA_WIDTH + x;
      const paper = paperFrom + ((paperTo - paperFrom) * x) / CAPTCHA_WIDTH + between(-20, 10);
      const value = paper + (inkLevel + between(-15, 15) - paper) * ink[index]!;
      gray[index] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return gray;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit grayscale PNG: signature, IHDR, one IDAT, IEND — nothing but the pixels. */
export function encodePng(gray: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grayscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then its pixels
  for (let y = 0; y < height; y++)
    rows.set(gray.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
