import { GLYPHS } from './captcha-glyphs.ts';

const WIDTH = 200;
const HEIGHT = 70;
const SCALE = 6.5; // grid unit → pixels: glyphs are 26 × 39 px

/**
 * Draws a captcha code as an SVG of distorted strokes over noise curves.
 * `random()` returns [0, 1) — crypto-backed on the server, seeded in tests.
 */
export function captchaSvg(code: string, random: () => number): string {
  const between = (min: number, max: number) => min + random() * (max - min);
  const parts: string[] = [];

  for (let i = 0; i < 7; i++) {
    const [x1, y1, cx, cy, x2, y2] = [
      0,
      between(5, 65),
      between(40, 160),
      between(0, 70),
      WIDTH,
      between(5, 65),
    ];
    parts.push(
      `<path d="M${x1} ${y1.toFixed(1)} Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x2} ${y2.toFixed(1)}" stroke="hsl(${Math.round(between(190, 230))} 35% ${Math.round(between(55, 75))}%)" stroke-width="${between(1, 2.5).toFixed(1)}" fill="none"/>`,
    );
  }

  [...code].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no captcha glyph for ${char}`);
    const originX = 16 + index * 36 + between(-2, 2);
    const originY = 15 + between(-5, 5);
    const angle = between(-18, 18);
    const d = strokes
      .map(
        (stroke) =>
          'M' +
          stroke
            .map(
              ([x, y]) =>
                `${(x * SCALE + between(-1.2, 1.2)).toFixed(1)} ${(y * SCALE + between(-1.2, 1.2)).toFixed(1)}`,
            )
            .join(' L'),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${originX.toFixed(1)} ${originY.toFixed(1)}) rotate(${angle.toFixed(1)} 13 19)" d="${d}" stroke="hsl(${Math.round(between(195, 225))} 70% ${Math.round(between(18, 30))}%)" stroke-width="${between(3, 4).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });

  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.6, 1.6).toFixed(1)}" fill="hsl(210 30% 45%)"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f8fb"/>${parts.join('')}</svg>`;
}
