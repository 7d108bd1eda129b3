import { describe, expect, it } from 'vitest';
import { metresBetween, metresToSegment, moved, WGS84 } from './geodesic.ts';
import type { LngLat } from './polygon.ts';

/** The least distance from `p` to 20 001 points spread along the geodesic a–b (a brute count). */
function sampled(p: LngLat, a: LngLat, b: LngLat) {
  const line = WGS84.InverseLine(a[1], a[0], b[1], b[0]);
  let least = Infinity;
  for (let i = 0; i <= 20_000; i++) {
    const q = line.Position((line.s13 * i) / 20_000);
    least = Math.min(least, metresBetween(p, [q.lon2!, q.lat2!]));
  }
  return least;
}

describe('metresToSegment (WGS 84)', () => {
  const a: LngLat = [-55.01, -12.02];
  const b: LngLat = [-54.98, -11.99];
  it.each([
    {
      case: 'near the middle of a 4,6 km oblique edge',
      p: moved(moved(a, metresBetween(a, b) / 2, 44.9), 300, 134.9),
    },
    { case: 'past the end b: the nearest point is b', p: moved(b, 150, 45) },
    { case: 'before the end a: the nearest point is a', p: moved(a, 80, -135) },
    { case: 'near the edge, 1 km from a', p: moved(a, 1000, 44.9) },
  ])('$case: as the brute count, to a centimetre', ({ p }) => {
    expect(Math.abs(metresToSegment(p, a, b) - sampled(p, a, b))).toBeLessThan(0.01);
  });

  it('measures 300 m from the middle where it was placed 300 m off at right angles', () => {
    const line = WGS84.InverseLine(a[1], a[0], b[1], b[0]);
    const middle = line.Position(line.s13 / 2);
    const p = moved([middle.lon2!, middle.lat2!], 300, middle.azi2! + 90);
    expect(metresToSegment(p, a, b)).toBeCloseTo(300, 2);
  });
});
