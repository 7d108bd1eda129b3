import { describe, expect, it } from 'vitest';
import { flatView, squareAround } from './flat-view.ts';
import type { LngLat } from './polygon.ts';

describe('squareAround: the square a drawing opens on, geodesic on WGS 84', () => {
  it('reaches 2 km each side of the reference point at 12,5432° S', () => {
    // a = 6 378 137 m, e² = 0,00669438; at φ = 12,5432° S, sin φ = 0,217172:
    //   north: the meridian's radius M = a(1 − e²)/(1 − e² sin²φ)^1,5 = 6 338 436,8 m (taken at
    //   the middle of the arc), 2000 / M = 3,15535·10⁻⁴ rad = 0,0180788°;
    //   east: the parallel's radius N cos φ = 6 379 144,2 × 0,976133 = 6 226 892,6 m,
    //   2000 / (N cos φ) = 3,21185·10⁻⁴ rad = 0,0184027°.
    // (The sphere of 111 320 m per degree this replaced read 0,0179662° and 0,0184055°.)
    const square = squareAround({ latitude: -12.5432, longitude: -55.7211 }, 4000);
    expect(square.north - -12.5432).toBeCloseTo(0.0180788, 7);
    expect(-12.5432 - square.south).toBeCloseTo(0.0180788, 7);
    expect(square.east - -55.7211).toBeCloseTo(0.0184027, 7);
    expect(-55.7211 - square.west).toBeCloseTo(0.0184027, 7);
  });
});

describe('flatView: a small box drawn north up', () => {
  // A box 0,02° of longitude by 0,01° of latitude around 12° S. On the ground a degree of
  // longitude there is N cos φ / M = cos 12° × (1 − e² sin²12°) / (1 − e²) = 0,978148 ×
  // 0,999710 / 0,993306 = 0,984455 of one of latitude: the box is 0,0196891 wide by 0,01 high,
  // so a 300 × 300 frame fits its width, 300 / 0,0196891 = 15 236,9 units a degree of latitude,
  // the box 152,37 high, centred 73,82 from the top.
  const view = flatView(
    { west: -55.01, east: -54.99, south: -12.005, north: -11.995 },
    { x: 0, y: 0, width: 300, height: 300 },
  );

  it.each([
    { position: [-55.01, -11.995] as LngLat, xy: [0, 73.82] },
    { position: [-54.99, -12.005] as LngLat, xy: [300, 226.18] },
    { position: [-55, -12] as LngLat, xy: [150, 150] },
  ])('puts $position at $xy', ({ position, xy }) => {
    const [x, y] = view.toXY(position);
    expect(x).toBeCloseTo(xy[0]!, 1);
    expect(y).toBeCloseTo(xy[1]!, 1);
  });

  it('answers the position under a point of the drawing (a click)', () => {
    const [lng, lat] = view.toLngLat(...view.toXY([-55.003, -11.998]));
    expect(lng).toBeCloseTo(-55.003, 9);
    expect(lat).toBeCloseTo(-11.998, 9);
  });
});
