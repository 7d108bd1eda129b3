import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/geo.ts';
import { boundarySchema } from './contracts.ts';
import { areaHa, boundaryAreaHa, boundaryProblems, type Boundary, type LngLat } from './polygon.ts';

/** A rectangle of `width` × `height` degrees from its south-west corner. */
const rectangle = (west: number, south: number, width: number, height: number): Boundary => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + width, south],
      [west + width, south + height],
      [west, south + height],
      [west, south],
    ],
  ],
});

/** The one ring of a square boundary (see `square`). */
const ringOf = (west: number, south: number, side?: number) =>
  square(west, south, side).coordinates[0]!;

describe('area of a boundary', () => {
  // Expected values: the area of a cell between two parallels on the WGS 84 ellipsoid,
  // A = b² · Δλ / 2 · (q(φ2) − q(φ1)), q(φ) = sin φ / (1 − e² sin² φ) + ln((1 + e sin φ) / (1 − e sin φ)) / 2e,
  // with b = 6 356 752,314 m and e² = 0,00669438. A 0,01° cell at the equator:
  // 6356752,314² × 0,000174533 / 2 × (0,000349066 − 0) = 1 230 907 m² = 123,09 ha (a sphere of the
  // equatorial radius, turf's area, reads 123,92 ha: 0,67 % more). A cell's north and south edges
  // are parallels, the polygon's are geodesics: for 1,1 km edges they differ by a few m².
  it.each([
    ['0,01° square at the equator', square(0, 0), 123.0907],
    ['0,01° square near Sorriso (−12,55°)', square(-55.73, -12.55), 120.2279],
    [
      'the same ring drawn the other way',
      { type: 'Polygon', coordinates: [ringOf(-55.73, -12.55).reverse()] },
      120.2279,
    ],
    ['0,025° × 0,02° near Sorriso', rectangle(-55.73, -12.56, 0.025, 0.02), 601.1284],
    ['0,01° square in Rio Grande do Sul (−30°)', square(-52, -30.01), 106.9521],
    [
      'with a hole of a quarter (123,0907 − 30,7727)',
      { type: 'Polygon', coordinates: [ringOf(0, 0), ringOf(0.0025, 0.0025, 0.005)] },
      92.318,
    ],
    [
      'two parts',
      { type: 'MultiPolygon', coordinates: [[ringOf(0, 0)], [ringOf(1, 0)]] },
      246.1814,
    ],
  ] as [string, Boundary, number][])('%s → %f ha (within 0,1 %%)', (_name, boundary, ha) => {
    expect(Math.abs(areaHa(boundary) - ha) / ha).toBeLessThan(0.001);
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
