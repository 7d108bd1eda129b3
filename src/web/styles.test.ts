import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The focus ring's colours read from the CSS entry, against the backgrounds controls sit on
// (WCAG 1.4.11: a focus indicator needs 3:1 against what is around it).
const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

/** A colour token of the theme as '#rrggbb', following `var(--color-…)`. */
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`no colour token --color-${name} in styles.css`);
  const value = match[1]!.trim();
  const alias = /^var\(--color-([\w-]+)\)$/.exec(value);
  return alias ? token(alias[1]!) : value;
}

/** WCAG's relative luminance of '#rrggbb'. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the focus ring', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#f5b700', '#ffffff', 1.8], // the old amber ring on white
    ['#0b4f6c', '#ffffff', 8.9],
  ])('contrast of %s on %s is %f:1', (a, b, ratio) => {
    expect(contrast(a, b)).toBeCloseTo(ratio, 1);
  });

  // The ring is two bands: its colour, and a halo between it and the control, so one of them
  // stands out on light pages and on the brand's dark sections alike.
  it.each([
    ['white', '#ffffff'],
    ['brand-50', token('brand-50')],
    ['brand-100', token('brand-100')],
    ['crop-50', token('crop-50')],
    ['brand-500', token('brand-500')],
    ['brand-600', token('brand-600')],
    ['brand-700', token('brand-700')],
    ['brand-900', token('brand-900')],
  ])('stands out at 3:1 or more on %s', (_name, background) => {
    const best = Math.max(
      contrast(token('focus-ring'), background),
      contrast(token('focus-halo'), background),
    );
    expect(best).toBeGreaterThanOrEqual(3);
  });

  it('is at least 3:1 against white in its own colour', () => {
    expect(contrast(token('focus-ring'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
