import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/geo.ts';
import { boundarySchema } from './contracts.ts';
import { boundaryAreaHa, boundaryProblems, type Boundary, type LngLat } from './polygon.ts';

/** The one ring of a square boundary (see `square`). */
const ringOf = (west: number, south: number, side?: number) =>
  square(west, south, side).coordinates[0]!;

describe('area of a boundary', () => {
  // Expected values: R² · Δλ · (sin φ2 − sin φ1), the exact area of a lat/long cell on a sphere
  // of radius 6 378 137 m — e.g. 0.01° at the equator: 6378137² × 0.000174533 × 0.000174533 m².
  it.each([
    ['0,01° square at the equator', square(0, 0), 123.92],
    ['0,01° square near Sorriso (−12,55°)', square(-55.73, -12.55), 120.96],
    [
      'the same ring drawn the other way',
      { type: 'Polygon', coordinates: [ringOf(-55.73, -12.55).reverse()] },
      120.96,
    ],
    [
      'with a hole of a quarter',
      { type: 'Polygon', coordinates: [ringOf(0, 0), ringOf(0.0025, 0.0025, 0.005)] },
      92.94,
    ],
    ['two parts', { type: 'MultiPolygon', coordinates: [[ringOf(0, 0)], [ringOf(1, 0)]] }, 247.84],
  ] as [string, Boundary, number][])('%s → %f ha', (_name, boundary, ha) => {
    expect(boundaryAreaHa(boundary)).toBeCloseTo(ha, 1);
  });
});

describe('boundary problems', () => {
  it.each([
    [
      [
        [0, 0],
        [1, 0],
        [0, 0],
      ],
      'O contorno precisa de pelo menos 3 vértices.',
    ],
    [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      'O contorno precisa ser fechado (o último vértice igual ao primeiro).',
    ],
    [
      [
        [0, 0],
        [190, 0],
        [1, 1],
        [0, 0],
      ],
      'Coordenada fora do intervalo: latitude entre -90 e 90, longitude entre -180 e 180.',
    ],
    [
      [
        [5, 5],
        [5, 5],
        [5, 5],
        [5, 5],
      ],
      'O contorno não tem área.',
    ],
  ] as [LngLat[], string][])('%j → %s', (ring, problem) => {
    expect(boundaryProblems({ type: 'Polygon', coordinates: [ring] })).toEqual([problem]);
  });

  it('accepts GeoJSON with altitude and drops it', () => {
    const parsed = boundarySchema.parse({
      type: 'Polygon',
      coordinates: [ringOf(0, 0).map(([lng, lat]) => [lng, lat, 350])],
    });
    expect(parsed.coordinates[0]![0]).toEqual([0, 0]);
  });

  it('refuses what is not a polygon', () => {
    const result = boundarySchema.safeParse({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Contorno inválido: envie um polígono GeoJSON.');
  });
});
