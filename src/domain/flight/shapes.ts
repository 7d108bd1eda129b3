// Areas as GeoJSON Polygon or MultiPolygon (longitude, latitude), combined by turf's polygon
// clipping. Results come back with their coordinates rounded to 1e-8° (about 1 mm).
import { bbox } from '@turf/bbox';
import { difference } from '@turf/difference';
import { featureCollection } from '@turf/helpers';
import { intersect } from '@turf/intersect';
import { simplify } from '@turf/simplify';
import { union } from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Boundary, LngLat } from '../geo/polygon.ts';

export type Area = Boundary;

/**
 * The tolerance of every simplification (Ramer–Douglas–Peucker, in degrees): 0.000005°, about
 * 0,55 m north–south and 0,54 m east–west at 12° S. Stored shapes and flight lines keep every
 * vertex farther than that from the simplified line.
 */
export const SIMPLIFY_DEGREES = 0.000005;

const feature = (area: Area): Feature<Polygon | MultiPolygon> => ({
  type: 'Feature',
  properties: {},
  geometry: area,
});
const collection = (areas: Area[]) => featureCollection(areas.map(feature));
const round = (value: number) => Math.round(value * 1e8) / 1e8;
const rounded = (ring: number[][]): LngLat[] =>
  ring.map(([lng, lat]) => [round(lng!), round(lat!)]);

/** A clipping result as an area (null when empty), coordinates rounded. */
function areaOf(result: Feature<Polygon | MultiPolygon> | null): Area | null {
  if (!result) return null;
  const g = result.geometry;
  if (g.type === 'Polygon') return { type: 'Polygon', coordinates: g.coordinates.map(rounded) };
  return ofParts(g.coordinates.map((polygon) => polygon.map(rounded)));
}

/** Polygons as one area: a Polygon when there is one, else a MultiPolygon; null for none. */
function ofParts(parts: LngLat[][][]): Area | null {
  if (parts.length === 0) return null;
  return parts.length === 1
    ? { type: 'Polygon', coordinates: parts[0]! }
    : { type: 'MultiPolygon', coordinates: parts };
}

/** The union of the areas (null when there are none). */
export function unionOf(areas: Area[]): Area | null {
  if (areas.length === 0) return null;
  if (areas.length === 1) return areas[0]!;
  return areaOf(union(collection(areas)));
}

/** What `a` and `b` share (null when nothing). */
export const intersectionOf = (a: Area, b: Area): Area | null =>
  areaOf(intersect(collection([a, b])));

/** `a` without `b` (null when nothing is left). */
export const differenceOf = (a: Area, b: Area): Area | null =>
  areaOf(difference(collection([a, b])));

/** The bounding box [west, south, east, north]. */
export const boundsOf = (area: Area) => bbox(area) as [number, number, number, number];

/** Whether two bounding boxes meet. */
export const boxesMeet = (a: number[], b: number[]) =>
  a[0]! <= b[2]! && b[0]! <= a[2]! && a[1]! <= b[3]! && b[1]! <= a[3]!;

/** A ring simplified, or null when it was a sliver without area (fewer than 4 positions left). */
function simplifiedRing(ring: LngLat[]): LngLat[] | null {
  try {
    const polygon = simplify(
      { type: 'Polygon', coordinates: [ring] },
      { tolerance: SIMPLIFY_DEGREES, highQuality: false },
    );
    return polygon.coordinates[0] as LngLat[];
  } catch {
    return null;
  }
}

/** The area simplified within `SIMPLIFY_DEGREES`, for storing and drawing; null when nothing is left. */
export function simplifiedArea(area: Area): Area | null {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const parts: LngLat[][][] = [];
  for (const [outer, ...holes] of polygons) {
    const kept = outer && simplifiedRing(outer);
    if (kept) parts.push([kept, ...holes.map(simplifiedRing).filter((ring) => ring !== null)]);
  }
  return ofParts(parts);
}

/** The line simplified within `SIMPLIFY_DEGREES`, repeated positions dropped. */
export function simplifiedLine(line: LngLat[]): LngLat[] {
  const distinct = line.filter(
    (p, i) => i === 0 || p[0] !== line[i - 1]![0] || p[1] !== line[i - 1]![1],
  );
  if (distinct.length < 3) return distinct;
  const simple = simplify(
    { type: 'LineString', coordinates: distinct },
    { tolerance: SIMPLIFY_DEGREES, highQuality: false },
  );
  return rounded(simple.coordinates);
}
