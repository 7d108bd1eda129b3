// Boundaries as GeoJSON Polygon or MultiPolygon. Areas are geodesic, on the WGS 84 ellipsoid
// (GeographicLib, Karney 2013): turf's area takes the Earth for a sphere of the equatorial
// radius, which at Brazil's latitudes reads 0,6–0,7 % more than the ellipsoid (decision 040).
import { WGS84 } from './geodesic.ts';

/** GeoJSON positions: longitude first, then latitude. */
export type LngLat = [number, number];
export type Boundary =
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'MultiPolygon'; coordinates: LngLat[][][] };

const polygonsOf = (boundary: Boundary): LngLat[][][] =>
  boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;

/** The ring's area in m², whatever way it is drawn (its closing vertex may repeat the first). */
function ringM2(ring: LngLat[]): number {
  const closed =
    ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];
  const vertices = closed ? ring.slice(0, -1) : ring;
  if (vertices.length < 3) return 0;
  const polygon = WGS84.Polygon(false);
  for (const [lng, lat] of vertices) polygon.AddPoint(lat, lng);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

/** The boundary's geodesic area in m²: outer rings less their holes. */
export const areaM2 = (boundary: Boundary): number =>
  polygonsOf(boundary).reduce(
    (sum, [outer, ...holes]) =>
      sum + ringM2(outer ?? []) - holes.reduce((h, ring) => h + ringM2(ring), 0),
    0,
  );

/** The boundary's geodesic area in hectares, unrounded. */
export const areaHa = (boundary: Boundary): number => areaM2(boundary) / 10_000;

/** The boundary's geodesic area in hectares (outer rings minus holes), 2 decimals. */
export const boundaryAreaHa = (boundary: Boundary): number =>
  Math.round(areaM2(boundary) / 100) / 100;

/** The mean of the first outer ring's vertices: a reference point inside ordinary fields. */
export function boundaryCentroid(boundary: Boundary): { latitude: number; longitude: number } {
  const ring = polygonsOf(boundary)[0]?.[0] ?? [];
  const vertices = ring.length > 1 ? ring.slice(0, -1) : ring;
  const mean = (index: 0 | 1) =>
    Math.round((vertices.reduce((sum, p) => sum + p[index], 0) / (vertices.length || 1)) * 1e6) /
    1e6;
  return { latitude: mean(1), longitude: mean(0) };
}

/** pt-BR problems of a boundary; empty when it can be stored and drawn. */
export function boundaryProblems(boundary: Boundary): string[] {
  const problems = new Set<string>();
  for (const polygon of polygonsOf(boundary))
    for (const ring of polygon) {
      if (ring.length < 4) problems.add('O contorno precisa de pelo menos 3 vértices.');
      const [first, last] = [ring[0], ring[ring.length - 1]];
      if (first && last && (first[0] !== last[0] || first[1] !== last[1]))
        problems.add('O contorno precisa ser fechado (o último vértice igual ao primeiro).');
      if (ring.some(([lng, lat]) => Math.abs(lng) > 180 || Math.abs(lat) > 90))
        problems.add(
          'Coordenada fora do intervalo: latitude entre -90 e 90, longitude entre -180 e 180.',
        );
    }
  if (problems.size === 0 && boundaryAreaHa(boundary) <= 0)
    problems.add('O contorno não tem área.');
  return [...problems];
}
