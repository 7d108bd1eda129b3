import type { Boundary, LngLat } from '../../domain/geo/polygon.ts';
import { MapFrame, MapTileLayer, useMapTiles } from './map-tiles.tsx';

/** The outer rings of a boundary that can be drawn (three vertices or more). */
export function outerRings(boundary: Boundary | null | undefined): LngLat[][] {
  if (!boundary) return [];
  const polygons = boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
  return polygons.map((polygon) => polygon[0] ?? []).filter((ring) => ring.length >= 3);
}

const SIDE = 300; // the drawing's square, in its own units
const MARGIN = 10;
/** The band along the top where the north mark stands: the polygon is drawn below it. */
const NORTH_BAND = 26;

/**
 * A boundary drawn north up (equirectangular, longitudes scaled by the latitude's cosine),
 * centred in a square under the north mark's band: works offline with no map tiles, and has them underneath when they
 * are configured.
 */
export function BoundaryDrawing(props: { boundary: Boundary; className?: string; label: string }) {
  const tiles = useMapTiles();
  const rings = outerRings(props.boundary);
  if (rings.length === 0) return null;
  const points = rings.flat();
  const lats = points.map((p) => p[1]);
  const lngs = points.map((p) => p[0]);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const width = (maxLng - minLng) * cos || 1e-6;
  const height = maxLat - minLat || 1e-6;
  const innerWidth = SIDE - 2 * MARGIN;
  const innerHeight = SIDE - NORTH_BAND - MARGIN;
  const scale = Math.min(innerWidth / width, innerHeight / height);
  const left = MARGIN + (innerWidth - width * scale) / 2;
  const top = NORTH_BAND + (innerHeight - height * scale) / 2;
  const toXY = ([lng, lat]: LngLat) =>
    [left + (lng - minLng) * cos * scale, top + (maxLat - lat) * scale] as const;
  const west = minLng - left / (cos * scale);
  const north = maxLat + top / scale;
  const view = { west, north, east: west + SIDE / (cos * scale), south: north - SIDE / scale };
  return (
    <MapFrame tiles={tiles} className={props.className}>
      <svg
        viewBox={`0 0 ${SIDE} ${SIDE}`}
        className="block h-full w-full rounded-lg border border-brand-100 bg-crop-50"
        role="img"
        aria-label={props.label}
      >
        {tiles && <MapTileLayer tiles={tiles} view={view} project={toXY} />}
        {rings.map((ring, i) => (
          <BoundaryPolygon key={i} points={ring.map((p) => toXY(p).join(',')).join(' ')} />
        ))}
        <NorthArrow />
      </svg>
    </MapFrame>
  );
}

/** A boundary's polygon, green, on a white halo that keeps its edge visible over tiles. */
export function BoundaryPolygon({ points }: { points: string }) {
  return (
    <>
      <polygon points={points} className="fill-none stroke-white/80" strokeWidth={5} />
      <polygon points={points} className="fill-crop-500/30 stroke-crop-700" strokeWidth={2} />
    </>
  );
}

/**
 * 'N↑' in the upper left corner, with a white halo that keeps it readable over tiles (the
 * drawing keeps the polygon below it; the editor's vertices may pass under it).
 */
export function NorthArrow() {
  return (
    <text
      x="6"
      y="16"
      className="fill-ink-700 stroke-white text-[12px] font-bold"
      strokeWidth={3}
      paintOrder="stroke"
    >
      N↑
    </text>
  );
}
