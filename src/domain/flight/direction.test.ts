import { describe, expect, it } from 'vitest';
import { flightDirection } from './direction.ts';
import type { LngLat } from '../geo/polygon.ts';

// Passes near Sorriso (12° S, 55.7° W), where a 0.01° step is about 1.1 km.
const north: LngLat[] = [
  [-55.7, -12.01],
  [-55.7, -12.0],
];
const south: LngLat[] = [
  [-55.699, -12.0],
  [-55.699, -12.01],
];
const east: LngLat[] = [
  [-55.71, -12.02],
  [-55.7, -12.02],
];

describe('the flight lines’ direction (the croqui’s arrow)', () => {
  it.each([
    ['a pass flown north', [north], 0],
    ['passes flown north then south: one axis, not two that cancel', [north, south], 0],
    ['a pass flown east', [east], 90],
    // A pass flown east is 90°; one flown west, −90° = 90° on the axis.
    ['a pass flown west', [[east[1]!, east[0]!]], 90],
    // Two north passes (2.2 km) and one east pass (1.1 km): the doubled angles are 0° and 180°,
    // weighted 2.2 and 1.1 → the mean points at 0°, halved: north–south.
    ['the longer passes win', [north, south, east], 0],
  ])('%s', (_, lines, degrees) => {
    expect(flightDirection(lines as LngLat[][])).toBe(degrees);
  });

  it('a north-east line reads about 45° (the geodesic heading, not the grid’s)', () => {
    const line: LngLat[] = [
      [-55.7, -12.0],
      [-55.69, -11.99],
    ];
    // At 12° S a degree of longitude is cos(12°) ≈ 0.978 of a degree of latitude: the heading
    // is atan(0.978 · 1.0055) ≈ 44.5° (the ellipsoid's radii ratio), rounded to 44 or 45.
    expect(flightDirection([line])).toBeGreaterThanOrEqual(44);
    expect(flightDirection([line])).toBeLessThanOrEqual(45);
  });

  it('has no direction without a segment', () => {
    expect(flightDirection([])).toBeNull();
    expect(flightDirection([[[-55.7, -12.0]]])).toBeNull();
  });
});
