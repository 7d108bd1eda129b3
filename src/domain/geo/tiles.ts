/**
 * Map tiles of the usual XYZ scheme ("slippy map": Web Mercator, 256-pixel tiles, x to the
 * east and y to the south from the north-west corner of the world), which every tile server
 * serves at an address like `https://tile.example.org/{z}/{x}/{y}.png`.
 */
export type Tile = { z: number; x: number; y: number };
export type LngLatBounds = { west: number; south: number; east: number; north: number };

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;
/** How many tiles a view asks for at most. */
export const MAX_TILES = 16;
/** Web Mercator stops here: atan(sinh(π)). */
const MAX_LATITUDE = 85.0511287798066;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The tile at zoom z holding a point (longitudes and latitudes beyond the map's edge clamped). */
export function tileAt(lng: number, lat: number, z: number): Tile {
  const n = 2 ** z;
  const phi = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const x = ((clamp(lng, -180, 180) + 180) / 360) * n;
  const y = ((1 - Math.asinh(Math.tan(phi)) / Math.PI) / 2) * n;
  return { z, x: clamp(Math.floor(x), 0, n - 1), y: clamp(Math.floor(y), 0, n - 1) };
}

const longitudeOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latitudeOf = (y: number, z: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** The longitudes and latitudes of a tile's edges. */
export function tileBounds({ z, x, y }: Tile): LngLatBounds {
  return {
    west: longitudeOf(x, z),
    east: longitudeOf(x + 1, z),
    north: latitudeOf(y, z),
    south: latitudeOf(y + 1, z),
  };
}

function tileRange(bounds: LngLatBounds, z: number) {
  const northWest = tileAt(bounds.west, bounds.north, z);
  const southEast = tileAt(bounds.east, bounds.south, z);
  return { northWest, southEast };
}

/**
 * The most detailed zoom (0 to 19) at which at most `maxTiles` tiles cover the view
 * (west below east: a view across the antimeridian is not handled).
 */
export function coveringZoom(bounds: LngLatBounds, maxTiles = MAX_TILES): number {
  for (let z = MAX_ZOOM; z > MIN_ZOOM; z--) {
    const { northWest, southEast } = tileRange(bounds, z);
    if ((southEast.x - northWest.x + 1) * (southEast.y - northWest.y + 1) <= maxTiles) return z;
  }
  return MIN_ZOOM;
}

/** The tiles that cover the view at its covering zoom, row by row from the north-west. */
export function tilesCovering(bounds: LngLatBounds, maxTiles = MAX_TILES): Tile[] {
  const z = coveringZoom(bounds, maxTiles);
  const { northWest, southEast } = tileRange(bounds, z);
  const tiles: Tile[] = [];
  for (let y = northWest.y; y <= southEast.y; y++)
    for (let x = northWest.x; x <= southEast.x; x++) tiles.push({ z, x, y });
  return tiles;
}

/** A tile's address from the server's template. */
export const tileUrl = (template: string, { z, x, y }: Tile) =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));

/**
 * Whether a text is a tiles template: an http(s) address on one fixed host (the one origin the
 * browser is allowed to load tiles from) with {z}, {x} and {y} after it.
 */
export function isTileUrlTemplate(text: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((placeholder) => text.includes(placeholder))) return false;
  try {
    const { protocol, origin } = new URL(text);
    return ['http:', 'https:'].includes(protocol) && !origin.includes('{');
  } catch {
    return false;
  }
}
