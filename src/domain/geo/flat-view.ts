// A flat, north-up drawing of a small piece of ground: the SVG map where WebGL is missing, the
// boundary editor without a map engine. A drawing transform, not a measure: every distance,
// heading and area the app states is geodesic (geodesic.ts, polygon.ts); this only places
// positions on a screen.
//
// Equirectangular about the middle latitude φ₀, in metres of the ellipsoid there: x ∝ (λ − λ₀)·
// N cos φ₀, y ∝ (φ₀ − φ)·M, M and N its meridian's and parallel's radii (M/N = (1 − e²)/(1 − e²
// sin²φ₀)). Exact enough at a farm's scale: the east–west scale at latitude φ is off by
// cos φ / cos φ₀ − 1 ≈ −Δφ·tan φ₀, so 2 km north of the middle at 12° S (Δφ = 0,018° =
// 3,1·10⁻⁴ rad, tan φ₀ = 0,21) draws 0,007 % wide: a hundredth of a pixel on a 300-pixel drawing.
import { moved, WGS84 } from './geodesic.ts';
import type { LngLat } from './polygon.ts';
import type { LngLatBounds } from './tiles.ts';

/** A rectangle of the drawing, in its own units. */
export type Frame = { x: number; y: number; width: number; height: number };

export type FlatView = {
  /** Where a position falls on the drawing. */
  toXY: (position: LngLat) => [number, number];
  /** The position under a point of the drawing. */
  toLngLat: (x: number, y: number) => LngLat;
};

/** The view that fits `bounds` in `frame`, centred, at the same scale both ways. */
export function flatView(bounds: LngLatBounds, frame: Frame): FlatView {
  const middle = (((bounds.south + bounds.north) / 2) * Math.PI) / 180;
  const e2 = WGS84.f * (2 - WGS84.f);
  // A degree of longitude against one of latitude, on the ground: N cos φ₀ / M.
  const cos = (Math.cos(middle) * (1 - e2 * Math.sin(middle) ** 2)) / (1 - e2);
  const width = (bounds.east - bounds.west) * cos || 1e-6;
  const height = bounds.north - bounds.south || 1e-6;
  const scale = Math.min(frame.width / width, frame.height / height);
  const left = frame.x + (frame.width - width * scale) / 2;
  const top = frame.y + (frame.height - height * scale) / 2;
  return {
    toXY: ([lng, lat]) => [
      left + (lng - bounds.west) * cos * scale,
      top + (bounds.north - lat) * scale,
    ],
    toLngLat: (x, y) => [
      bounds.west + (x - left) / (cos * scale),
      bounds.north - (y - top) / scale,
    ],
  };
}

/** The square of `spanM` metres centred on a point (geodesic), as the box a drawing starts from. */
export function squareAround(
  centre: { latitude: number; longitude: number },
  spanM: number,
): LngLatBounds {
  const middle: LngLat = [centre.longitude, centre.latitude];
  const half = spanM / 2;
  return {
    west: moved(middle, half, -90)[0],
    east: moved(middle, half, 90)[0],
    south: moved(middle, half, 180)[1],
    north: moved(middle, half, 0)[1],
  };
}
