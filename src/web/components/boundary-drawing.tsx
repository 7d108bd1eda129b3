import type { Boundary, LngLat } from '../../domain/geo/polygon.ts';

/** The outer rings of a boundary that can be drawn (three vertices or more). */
export function outerRings(boundary: Boundary | null | undefined): LngLat[][] {
  if (!boundary) return [];
  const polygons = boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
  return polygons.map((polygon) => polygon[0] ?? []).filter((ring) => ring.length >= 3);
}

/**
 * A boundary drawn north up (equirectangular, longitudes scaled by the latitude's cosine):
 * works offline, with no map tiles.
 */
export function BoundaryDrawing(props: { boundary: Boundary; className?: string; label: string }) {
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
  const scale = 280 / Math.max(width, height);
  const toSvg = ([lng, lat]: LngLat) =>
    `${10 + (lng - minLng) * cos * scale},${10 + (maxLat - lat) * scale}`;
  return (
    <svg
      viewBox={`0 0 ${20 + width * scale} ${20 + height * scale}`}
      className={`rounded-lg border border-brand-100 bg-crop-50 ${props.className ?? ''}`}
      role="img"
      aria-label={props.label}
    >
      {rings.map((ring, i) => (
        <polygon
          key={i}
          points={ring.map(toSvg).join(' ')}
          className="fill-crop-500/30 stroke-crop-700"
          strokeWidth={2}
        />
      ))}
      <text x="6" y="16" className="fill-ink-700 text-[12px] font-bold">
        N↑
      </text>
    </svg>
  );
}
