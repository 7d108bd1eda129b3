import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';

/** The outer rings of a boundary that can be drawn (three vertices or more). */
export function outerRings(boundary: Boundary | null | undefined): LngLat[][] {
  if (!boundary) return [];
  const polygons = boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
  return polygons.map((polygon) => polygon[0] ?? []).filter((ring) => ring.length >= 3);
}

/**
 * A polygon on a white halo that keeps its edge visible over tiles: green, blue when applied,
 * red for a sensitive area.
 */
export function BoundaryPolygon({
  points,
  tone,
}: {
  points: string;
  tone?: 'boundary' | 'applied' | 'sensitive';
}) {
  return (
    <>
      <polygon points={points} className="fill-none stroke-white/80" strokeWidth={5} />
      <polygon
        points={points}
        className={
          tone === 'applied'
            ? 'fill-brand-500/30 stroke-brand-700'
            : tone === 'sensitive'
              ? 'fill-red-700/20 stroke-red-700'
              : 'fill-crop-500/30 stroke-crop-700'
        }
        strokeWidth={2}
      />
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
