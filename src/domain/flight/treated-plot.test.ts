import { describe, expect, it } from 'vitest';
import type { Boundary } from '../geo/polygon.ts';
import { talhaoInput } from './contracts.ts';
import { treatedPlot } from './treated-plot.ts';

const square = (size: number): Boundary => ({
  type: 'Polygon',
  coordinates: [
    [
      [-55.7, -12.5],
      [-55.7 + size, -12.5],
      [-55.7 + size, -12.5 + size],
      [-55.7, -12.5 + size],
      [-55.7, -12.5],
    ],
  ],
});
const FARM = square(0.02);
const PLOT = square(0.01);

describe('the treated plot (decision 040)', () => {
  it.each([
    ['the plot drawn for the operation', PLOT, FARM, PLOT],
    ['the property’s boundary when none was drawn', null, FARM, FARM],
    ['the plot even on a property without a boundary', PLOT, null, PLOT],
    ['none without either', null, null, null],
  ])('is %s', (_, talhao, boundary, expected) => {
    expect(treatedPlot(talhao, boundary)).toEqual(expected);
  });

  it.each([
    ['a polygon', { talhao: PLOT }, true],
    ['null, the whole property again', { talhao: null }, true],
    ['a line', { talhao: { type: 'LineString', coordinates: [] } }, false],
    ['nothing', {}, false],
  ])('takes %s as input → %s', (_, body, valid) => {
    expect(talhaoInput.safeParse(body).success).toBe(valid);
  });
});
