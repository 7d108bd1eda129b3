import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/geo.ts';
import { croquiLayout, type Box } from './croqui-pdf.ts';

type Position = [number, number];

const ring = (boundary: { coordinates: Position[][] }) => boundary.coordinates[0]!;
const wide: Position[] = [
  [-55.8, -12.5],
  [-55.7, -12.5],
  [-55.7, -12.49],
  [-55.8, -12.5],
];
const tall: Position[] = [
  [-55.8, -12.6],
  [-55.79, -12.6],
  [-55.79, -12.5],
  [-55.8, -12.6],
];

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the croqui's north mark", () => {
  it.each([
    ['a square', [ring(square(-55.73, -12.55))]],
    ['a wide strip', [wide]],
    ['a tall strip', [tall]],
    ['two polygons', [ring(square(-55.73, -12.55)), ring(square(-55.71, -12.53))]],
  ])('stands outside the drawing of %s', (_, rings) => {
    const { project, drawing, north } = croquiLayout(rings as Position[][], 40, 300);
    expect(overlaps(north, drawing)).toBe(false);
    for (const [x, y] of (rings as Position[][]).flat().map(project)) {
      expect(x).toBeGreaterThanOrEqual(drawing.x - 1e-9);
      expect(x).toBeLessThanOrEqual(drawing.x + drawing.width + 1e-9);
      expect(y).toBeGreaterThanOrEqual(drawing.y - 1e-9);
      expect(y).toBeLessThanOrEqual(drawing.y + drawing.height + 1e-9);
      expect(overlaps(north, { x, y, width: 0, height: 0 })).toBe(false);
    }
  });
});
