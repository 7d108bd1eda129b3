// Distances, headings and moves on the WGS 84 ellipsoid (GeographicLib's geodesics, Karney 2013).
import geodesic from 'geographiclib-geodesic';
import type { LngLat } from './polygon.ts';

/** The WGS 84 ellipsoid's geodesics. */
export const WGS84 = geodesic.Geodesic.WGS84;

/** The geodesic distance from `a` to `b`, in metres. */
export const metresBetween = (a: LngLat, b: LngLat): number =>
  WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 ?? 0;

/** The heading from `a` towards `b`, in degrees clockwise from north (−180 to 180). */
export const headingFrom = (a: LngLat, b: LngLat): number =>
  WGS84.Inverse(a[1], a[0], b[1], b[0]).azi1 ?? 0;

/** Where `metres` along the geodesic of `heading` from `p` ends. */
export function moved(p: LngLat, metres: number, heading: number): LngLat {
  const end = WGS84.Direct(p[1], p[0], heading, metres);
  return [end.lon2!, end.lat2!];
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The geodesic distance from `p` to the nearest point of the geodesic segment `a`–`b`, in metres.
 * That point is found along the segment by golden-section search to a millimetre: the distance
 * from `p` to the points of a segment shorter than a quarter meridian has a single minimum.
 */
export function metresToSegment(p: LngLat, a: LngLat, b: LngLat): number {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0]);
  const from = (s: number) => {
    const q = line.Position(s);
    return metresBetween(p, [q.lon2!, q.lat2!]);
  };
  let low = 0;
  let high = line.s13;
  let left = high - GOLDEN * high;
  let right = GOLDEN * high;
  let atLeft = from(left);
  let atRight = from(right);
  while (high - low > 0.001) {
    if (atLeft <= atRight) {
      high = right;
      right = left;
      atRight = atLeft;
      left = high - GOLDEN * (high - low);
      atLeft = from(left);
    } else {
      low = left;
      left = right;
      atLeft = atRight;
      right = low + GOLDEN * (high - low);
      atRight = from(right);
    }
  }
  return Math.min(atLeft, atRight, metresBetween(p, a), metresBetween(p, b));
}
