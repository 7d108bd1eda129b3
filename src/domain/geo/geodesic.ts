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
