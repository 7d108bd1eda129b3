/** GeoJSON positions: longitude first, then latitude. */
export type LngLat = [number, number];
export type Boundary =
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'MultiPolygon'; coordinates: LngLat[][][] };

/** The WGS 84 equatorial radius used by the spherical-excess area (as @turf/area does). */
const EARTH_RADIUS_M = 6_378_137;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Signed area of a ring on the sphere, in m² (Chamberlain & Duquette, 2007). */
function ringArea(ring: LngLat[]): number {
  let total = 0;
  const n = ring.length;
  if (n < 3) return 0;
  for (let i = 0; i < n; i++) {
    const [lower, middle, upper] = [ring[i]!, ring[(i + 1) % n]!, ring[(i + 2) % n]!];
    total += (rad(upper[0]) - rad(lower[0])) * Math.sin(rad(middle[1]));
  }
  return (total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2;
}

const polygonsOf = (boundary: Boundary): LngLat[][][] =>
  boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;

/** The boundary's area in hectares (outer rings minus holes), 2 decimals. */
export function boundaryAreaHa(boundary: Boundary): number {
  const m2 = polygonsOf(boundary).reduce((sum, [outer, ...holes]) => {
    const holeArea = holes.reduce((h, ring) => h + Math.abs(ringArea(ring)), 0);
    return sum + Math.abs(ringArea(outer ?? [])) - holeArea;
  }, 0);
  return Math.round(m2 / 100) / 100;
}

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
