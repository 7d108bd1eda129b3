import { booleanIntersects } from '@turf/boolean-intersects';
import { lineString } from '@turf/helpers';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import { metresBetween, metresToSegment } from '../geo/geodesic.ts';
import type { Boundary, LngLat } from '../geo/polygon.ts';

/** A place on the ground: a point or an area (GeoJSON, longitude first). */
export type Place = { type: 'Point'; coordinates: LngLat } | Boundary;

export const ringsOf = (place: Boundary): LngLat[][] =>
  place.type === 'Polygon' ? place.coordinates : place.coordinates.flat();

/** Every position of a place: the point, or every vertex of the area's rings. */
export const verticesOf = (place: Place): LngLat[] =>
  place.type === 'Point' ? [place.coordinates] : ringsOf(place).flat();

/** The edges of an area's rings, each as its two ends. */
const edgesOf = (area: Boundary): [LngLat, LngLat][] =>
  ringsOf(area).flatMap((ring) => ring.slice(1).map((end, i): [LngLat, LngLat] => [ring[i]!, end]));

type Pair = { position: LngLat; edge: [LngLat, LngLat]; onSphere: number };

/** Each vertex of `from` against each edge of `to`, with turf's distance on its sphere. */
const pairs = (from: Place, to: Place): Pair[] =>
  to.type === 'Point'
    ? []
    : verticesOf(from).flatMap((position) =>
        edgesOf(to).map((edge) => ({
          position,
          edge,
          onSphere: pointToLineDistance(position, lineString(edge), {
            units: 'meters',
            method: 'geodesic',
          }),
        })),
      );

/**
 * How far turf's sphere (R = 6 371 008,8 m) may misread a distance the WGS 84 ellipsoid measures:
 * the ellipsoid's radii of curvature run from 6 335 439 m (the meridian's at the equator) to
 * 6 399 594 m (at the poles), so the sphere reads at most 0,56 % long and 0,45 % short, and the
 * pair holding the shortest distance reads within 1,0056 / 0,9955 = 1,0101 of the sphere's
 * shortest. 1,02 leaves room for turf's own approximation along an edge.
 */
const SPHERE_SLACK = 1.02;

/**
 * The shortest geodesic distance between two places on the WGS 84 ellipsoid, in metres: 0 when
 * they touch or one lies inside the other; otherwise the nearest vertex of either to the other's
 * edges (where the shortest distance between two areas that do not meet lies). turf's sphere only
 * picks the pairs worth measuring; each of those is measured on the ellipsoid (GeographicLib), so
 * a dwelling 249 m away never reads 250 m.
 */
export function distanceBetween(a: Place, b: Place): number {
  if (booleanIntersects(a, b)) return 0;
  if (a.type === 'Point' && b.type === 'Point') return metresBetween(a.coordinates, b.coordinates);
  const candidates = [...pairs(a, b), ...pairs(b, a)];
  const nearest = candidates.reduce((least, pair) => Math.min(least, pair.onSphere), Infinity);
  return candidates
    .filter((pair) => pair.onSphere <= nearest * SPHERE_SLACK)
    .reduce(
      (least, { position, edge }) => Math.min(least, metresToSegment(position, edge[0], edge[1])),
      Infinity,
    );
}
