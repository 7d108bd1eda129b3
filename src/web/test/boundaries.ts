import type { Boundary } from '../../domain/geo/polygon.ts';

/** A 0,01° square in Sorriso (MT), 120,23 ha: the farm boundary of the web's tests. */
export const sorrisoSquare: Extract<Boundary, { type: 'Polygon' }> = {
  type: 'Polygon',
  coordinates: [
    [
      [-55.73, -12.55],
      [-55.72, -12.55],
      [-55.72, -12.54],
      [-55.73, -12.54],
      [-55.73, -12.55],
    ],
  ],
};
