import { headingFrom, metresBetween } from '../geo/geodesic.ts';
import type { LngLat } from '../geo/polygon.ts';

/**
 * The flight lines' direction for the croqui (issue 39 item 4): the length-weighted mean of
 * every segment's heading taken as an axis — a pass flown north and the next flown south are one
 * north–south direction — in degrees from north, 0 ≤ d < 180; null without a segment.
 * Axes are averaged on the doubled angle (a heading θ and θ + 180° double to the same angle).
 */
export function flightDirection(lines: LngLat[][]): number | null {
  let x = 0;
  let y = 0;
  for (const line of lines)
    for (let i = 1; i < line.length; i++) {
      const metres = metresBetween(line[i - 1]!, line[i]!);
      if (metres === 0) continue;
      const doubled = (2 * headingFrom(line[i - 1]!, line[i]!) * Math.PI) / 180;
      x += metres * Math.cos(doubled);
      y += metres * Math.sin(doubled);
    }
  if (x === 0 && y === 0) return null;
  const degrees = Math.round((Math.atan2(y, x) * 180) / Math.PI / 2);
  return ((degrees % 180) + 180) % 180;
}
