import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, generateCaptchaCode } from '../../domain/auth/captcha.ts';
import { GLYPHS } from './captcha-glyphs.ts';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaPng,
  densify,
  drawStroke,
  encodePng,
} from './captcha-image.ts';

// An attacker's automated reader of the captcha (issue 35): it knows the code (the stroke font,
// the picture's layout) and matches the font's characters against the picture. The drawing must
// keep it at a low rate; the same reader reads the undistorted drawing of the same font, which
// shows it is a reader, not a straw man.

/** A seeded [0, 1) generator (mulberry32), so each run draws the same captchas. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The PNG's chunks by type, and its pixels (8-bit grayscale rows, filter 0, as served). */
function readPng(png: Buffer) {
  const chunks: string[] = [];
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.push(type);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const rows = inflateSync(Buffer.concat(data));
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width + 1)]).toBe(0);
    gray.set(rows.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { chunks, width, height, gray, rawLength: rows.length };
}

// The reader works at half the picture's resolution, on a mask padded by PAD cells on every side
// so a template's offsets never leave it.
const [W, H, PAD] = [CAPTCHA_WIDTH / 2, CAPTCHA_HEIGHT / 2, 40];
const ROW = W + 2 * PAD;

type Template = { char: string; offsets: Int32Array };

/** Each character of the font drawn plainly at the picture's mean size, at a few angles. */
function templates(): Template[] {
  const out: Template[] = [];
  const size = 80;
  for (const char of CAPTCHA_ALPHABET) {
    for (const degrees of [-10, 0, 10]) {
      const angle = (degrees * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
      for (const stroke of GLYPHS[char]!) {
        const points = stroke.map(([gx, gy]): [number, number] => {
          const [x, y] = [(gx - 2) * 9.75, (gy - 3) * 9.75];
          return [size / 2 + x * cos - y * sin, size / 2 + x * sin + y * cos];
        });
        drawStroke(ink, densify(points), 6.2, 1);
      }
      const offsets: number[] = [];
      for (let y = 0; y < size; y += 2)
        for (let x = 0; x < size; x += 2)
          if (ink[y * CAPTCHA_WIDTH + x]! > 0.5)
            offsets.push(((y - size / 2) / 2) * ROW + (x - size / 2) / 2);
      out.push({ char, offsets: Int32Array.from(offsets) });
    }
  }
  return out;
}

/** Over a 5-pixel run along rows (`step` 1) or columns (`step` width): all ink, or any. */
function filter5(from: Uint8Array, step: number, all: boolean): Uint8Array {
  const [w, h] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];
  const to = new Uint8Array(from.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const at = y * w + x;
      const along = step === 1 ? x : y;
      const size = step === 1 ? w : h;
      let hit = all ? 1 : 0;
      for (let d = -2; d <= 2; d++) {
        const v = along + d >= 0 && along + d < size ? from[at + d * step]! : 0;
        hit = all ? hit & v : hit | v;
      }
      to[at] = hit;
    }
  return to;
}

/**
 * Ink where the picture is dark, thin lines removed by an opening with a 5 × 5 square, then
 * halved (a cell is ink when its 2 × 2 pixels hold two or more) into the padded mask.
 */
function inkMask(gray: Uint8Array): Uint8Array {
  const w = CAPTCHA_WIDTH;
  const dark = gray.map((v) => (v < 128 ? 1 : 0));
  const eroded = filter5(filter5(dark, 1, true), w, true);
  const opened = filter5(filter5(eroded, 1, false), w, false);
  const mask = new Uint8Array(ROW * (H + 2 * PAD));
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const at = 2 * y * w + 2 * x;
      const sum = opened[at]! + opened[at + 1]! + opened[at + w]! + opened[at + w + 1]!;
      mask[(y + PAD) * ROW + x + PAD] = sum >= 2 ? 1 : 0;
    }
  return mask;
}

/**
 * Reads five characters: for each slot, where the layout puts a character, the template and
 * position (within the warp's reach) whose ink best matches the picture's (Dice coefficient
 * against the ink of a character's box there).
 */
function read(gray: Uint8Array, known: Template[]): string {
  const mask = inkMask(gray);
  let code = '';
  for (let slot = 0; slot < 5; slot++) {
    let best = { score: -1, char: '?' };
    const centreX = (160 + (slot - 2) * 52) / 2;
    for (let cx = centreX - 7; cx <= centreX + 7; cx++) {
      for (let cy = 28 - 6; cy <= 28 + 6; cy += 2) {
        const centre = (cy + PAD) * ROW + cx + PAD;
        let inkAround = 0;
        for (let dy = -17; dy < 17; dy++)
          for (let dx = -12; dx < 12; dx++) inkAround += mask[centre + dy * ROW + dx]!;
        for (const template of known) {
          let hits = 0;
          for (const offset of template.offsets) hits += mask[centre + offset]!;
          const score = (2 * hits) / (template.offsets.length + inkAround);
          if (score > best.score) best = { score, char: template.char };
        }
      }
    }
    code += best.char;
  }
  return code;
}

/** The same five characters drawn plainly (no bending, warp or noise), for the reader's control. */
function plainPicture(code: string): Uint8Array {
  const ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  [...code].forEach((char, slot) => {
    for (const stroke of GLYPHS[char]!) {
      const points = stroke.map(([gx, gy]): [number, number] => [
        160 + (slot - 2) * 52 + (gx - 2) * 9.75,
        56 + (gy - 3) * 9.75,
      ]);
      drawStroke(ink, densify(points), 6.2, 1);
    }
  });
  return Uint8Array.from(ink, (v) => Math.round(245 - 200 * v));
}

const codes = (count: number, random: () => number) =>
  Array.from({ length: count }, () => generateCaptchaCode((max) => Math.floor(random() * max)));

function score(results: [string, string][]) {
  const whole = results.filter(([code, read]) => code === read).length / results.length;
  let chars = 0;
  for (const [code, read] of results)
    for (let i = 0; i < code.length; i++) if (code[i] === read[i]) chars++;
  return { whole, perCharacter: chars / (results.length * 5) };
}

describe('an automated reader of the captcha', () => {
  const known = templates();

  it('reads the plain drawing of the font (so the reader works)', () => {
    const results = codes(20, seeded(7)).map((code): [string, string] => [
      code,
      read(plainPicture(code), known),
    ]);
    expect(score(results).whole).toBeGreaterThanOrEqual(0.9);
  });

  it('reads at most 5 in 100 of the served pictures', { timeout: 120_000 }, () => {
    const random = seeded(35);
    const results = codes(100, random).map((code): [string, string] => [
      code,
      read(readPng(captchaPng(code, random)).gray, known),
    ]);
    const rate = score(results);
    console.log(
      `captcha reader: ${Math.round(rate.whole * 100)} of 100 codes, ` +
        `${Math.round(rate.perCharacter * 100)} % of the characters`,
    );
    expect(rate.whole).toBeLessThanOrEqual(0.05);
  });
});

/**
 * The probe's way in to the old SVG: each character's `<path>` matched, point by point, with the
 * stroke font's characters of the same strokes (the old drawing moved each point by ±1.2 px only).
 */
function oldStyleRead(file: string): string {
  const paths = [...file.matchAll(/<path transform="[^"]*" d="([^"]*)"/g)].map((m) => m[1]!);
  return paths
    .map((d) => {
      const strokes = d
        .split('M')
        .filter(Boolean)
        .map((stroke) => stroke.split(' L').map((point) => point.trim().split(' ').map(Number)));
      let best = { char: '?', error: Infinity };
      for (const [char, glyph] of Object.entries(GLYPHS)) {
        if (glyph.length !== strokes.length) continue;
        if (glyph.some((g, i) => g.length !== strokes[i]!.length)) continue;
        let error = 0;
        glyph.forEach((g, i) =>
          g.forEach(([x, y], j) => {
            const [px, py] = strokes[i]![j]!;
            error += Math.hypot(px! - x * 6.5, py! - y * 6.5);
          }),
        );
        if (error < best.error) best = { char, error };
      }
      return best.char;
    })
    .join('');
}

describe('the old SVG reader', () => {
  it('reads a drawing made the old way', () => {
    const path = (char: string) =>
      `<path transform="translate(0 0)" d="${GLYPHS[char]!.map((stroke) => 'M' + stroke.map(([x, y]) => `${x * 6.5 + 0.9} ${y * 6.5 - 1.1}`).join(' L')).join(' ')}"/>`;
    expect(oldStyleRead(`<svg>${[...'AB3CD'].map(path).join('')}</svg>`)).toBe('AB3CD');
  });

  it('reads nothing of the served pictures', () => {
    const random = seeded(60);
    for (const code of codes(20, random))
      expect(oldStyleRead(captchaPng(code, random).toString('latin1'))).toBe('');
  });
});

describe('the served picture', () => {
  it('carries nothing but pixels: a grayscale PNG of IHDR, one IDAT and IEND', () => {
    const png = captchaPng('AB3CD', seeded(1));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const picture = readPng(png);
    expect(picture.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([picture.width, picture.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(picture.rawLength).toBe((CAPTCHA_WIDTH + 1) * CAPTCHA_HEIGHT);
    // The old SVG's way in: the strokes' coordinates, one <path> per character.
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|\bd="|AB3CD/);
  });

  it('differs for the same code each time', () => {
    const random = seeded(2);
    expect(captchaPng('AB3CD', random).equals(captchaPng('AB3CD', random))).toBe(false);
  });

  it('round-trips through the encoder', () => {
    const gray = Uint8Array.from({ length: 12 }, (_, i) => i * 20);
    expect(readPng(encodePng(gray, 4, 3)).gray).toEqual(gray);
  });
});
