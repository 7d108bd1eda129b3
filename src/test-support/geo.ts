import { moved } from '../domain/geo/geodesic.ts';
import type { Boundary } from '../domain/geo/polygon.ts';

const micro = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * A square farm boundary of `side` degrees whose south-west corner is at `west`, `south`:
 * one closed ring, counter-clockwise from that corner. `square(-55.73, -12.55)` is a 0,01°
 * square in Sorriso (MT), 120,23 ha.
 */
export function square(
  west: number,
  south: number,
  side = 0.01,
): Extract<Boundary, { type: 'Polygon' }> {
  const [east, north] = [micro(west + side), micro(south + side)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/**
 * The latitude `metres` north of the sample property's reference point (12,5432° S 55,7211° W,
 * Sorriso-MT), along the WGS 84 meridian the Art. 10 distances are measured on: a sensitive point
 * placed there is measured at exactly `metres` from a property with no boundary.
 */
export const northOfSampleProperty = (metres: number) => moved([-55.7211, -12.5432], metres, 0)[1];
