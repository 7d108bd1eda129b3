import { booleanIntersects } from '@turf/boolean-intersects';
import { distance } from '@turf/distance';
import { lineString } from '@turf/helpers';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import type { Boundary, LngLat } from '../geo/polygon.ts';

/** A place on the ground: a point or an area (GeoJSON, longitude first). */
export type Place = { type: 'Point'; coordinates: LngLat } | Boundary;

export const ringsOf = (place: Boundary): LngLat[][] =>
  place.type === 'Polygon' ? place.coordinates : place.coordinates.flat();

/** Every position of a place: the point, or every vertex of the area's rings. */
export const verticesOf = (place: Place): LngLat[] =>
  place.type === 'Point' ? [place.coordinates] : ringsOf(place).flat();

/** The shortest geodesic distance from a position to any edge of an area, in metres. */
const toEdges = (position: LngLat, area: Boundary) =>
  Math.min(
    ...ringsOf(area)
      .filter((ring) => ring.length >= 2)
      .map((ring) =>
        pointToLineDistance(position, lineString(ring), { units: 'meters', method: 'geodesic' }),
      ),
  );

/**
 * The shortest geodesic distance between two places, in metres (turf on the sphere): 0 when they
 * touch or one lies inside the other; between two areas, the nearest vertex of either to the
 * other's edges (where the shortest distance between two polygons that do not meet lies).
 */
export function distanceBetween(a: Place, b: Place): number {
  if (booleanIntersects(a, b)) return 0;
  if (a.type === 'Point' && b.type === 'Point')
    return distance(a.coordinates, b.coordinates, { units: 'meters' });
  const fromA =
    b.type === 'Point' ? Infinity : Math.min(...verticesOf(a).map((p) => toEdges(p, b)));
  const fromB =
    a.type === 'Point' ? Infinity : Math.min(...verticesOf(b).map((p) => toEdges(p, a)));
  return Math.min(fromA, fromB);
}
