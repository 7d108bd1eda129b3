import { describe, expect, it } from 'vitest';
import { squareAround } from './flat-view.ts';
import {
  coveringZoom,
  isTileUrlTemplate,
  tileAt,
  tileBounds,
  tilesCovering,
  tileUrl,
  type LngLatBounds,
} from './tiles.ts';

// Expected values from the slippy-map formula of the OpenStreetMap wiki, computed apart:
// x = ⌊(lon + 180) / 360 · 2^z⌋, y = ⌊(1 − asinh(tan φ) / π) / 2 · 2^z⌋.
describe('the tile holding a point', () => {
  it.each([
    ['lon 0 / lat 0 at z 1', 0, 0, 1, { z: 1, x: 1, y: 1 }],
    ['the whole world at z 0', -55.7211, -12.5432, 0, { z: 0, x: 0, y: 0 }],
    ['Sorriso (MT) at z 15', -55.7211, -12.5432, 15, { z: 15, x: 11312, y: 17534 }],
    ['Brasília at z 15', -47.8825, -15.7942, 15, { z: 15, x: 12025, y: 17840 }],
    ['São Paulo at z 12', -46.6333, -23.5505, 12, { z: 12, x: 1517, y: 2323 }],
    ['beyond the map (lon 180, lat 89) clamped to its edge', 180, 89, 3, { z: 3, x: 7, y: 0 }],
  ])('%s', (_name, lng, lat, z, tile) => {
    expect(tileAt(lng, lat, z)).toEqual(tile);
  });
});

describe("a tile's edges", () => {
  it.each([
    [
      'the world at z 0',
      { z: 0, x: 0, y: 0 },
      { west: -180, east: 180, north: 85.0511287798, south: -85.0511287798 },
    ],
    [
      'the south-east quarter at z 1',
      { z: 1, x: 1, y: 1 },
      { west: 0, east: 180, north: 0, south: -85.0511287798 },
    ],
    [
      'the tile of Sorriso at z 15',
      { z: 15, x: 11312, y: 17534 },
      { west: -55.72265625, east: -55.711669921875, north: -12.5331153573, south: -12.5438396662 },
    ],
  ])('%s', (_name, tile, edges) => {
    const bounds = tileBounds(tile);
    for (const side of ['west', 'east', 'north', 'south'] as const)
      expect(bounds[side]).toBeCloseTo(edges[side], 9);
  });

  it('holds the point it was found for', () => {
    const { west, east, north, south } = tileBounds(tileAt(-55.7211, -12.5432, 15));
    expect(west <= -55.7211 && -55.7211 < east && south < -12.5432 && -12.5432 <= north).toBe(true);
  });
});

// The property editor's view: 4 km around Sorriso's reference point.
const editorView = squareAround({ latitude: -12.5432, longitude: -55.7211 }, 4000);

describe('the zoom that covers a view with few tiles', () => {
  it.each<[string, LngLatBounds, number, number, number]>([
    ['4 km around Sorriso: 4 × 4 tiles', editorView, 16, 15, 16],
    [
      'a field of 0,01° × 0,01°: 3 × 3 tiles',
      { west: -55.73, south: -12.55, east: -55.72, north: -12.54 },
      16,
      16,
      9,
    ],
    [
      'the whole map: 4 × 4 tiles at z 2',
      { west: -180, south: -85.0511287798, east: 180, north: 85.0511287798 },
      16,
      2,
      16,
    ],
    [
      'the whole map in one tile',
      { west: -180, south: -85.0511287798, east: 180, north: 85.0511287798 },
      1,
      0,
      1,
    ],
    [
      'a single point: the most detailed zoom, 19',
      { west: -55.7211, south: -12.5432, east: -55.7211, north: -12.5432 },
      16,
      19,
      1,
    ],
  ])('%s', (_name, view, maxTiles, zoom, count) => {
    expect(coveringZoom(view, maxTiles)).toBe(zoom);
    const tiles = tilesCovering(view, maxTiles);
    expect(tiles).toHaveLength(count);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([zoom]));
  });

  it('lists the tiles row by row from the north-west, covering the view', () => {
    const tiles = tilesCovering(editorView);
    expect(tiles[0]).toEqual({ z: 15, x: 11310, y: 17533 });
    expect(tiles[1]).toEqual({ z: 15, x: 11311, y: 17533 });
    expect(tiles.at(-1)).toEqual({ z: 15, x: 11313, y: 17536 });
    const first = tileBounds(tiles[0]!);
    const last = tileBounds(tiles.at(-1)!);
    expect(first.west <= editorView.west && first.north >= editorView.north).toBe(true);
    expect(last.east >= editorView.east && last.south <= editorView.south).toBe(true);
  });
});

describe('tile addresses', () => {
  it('fills the template', () => {
    expect(
      tileUrl('https://tile.example.org/{z}/{x}/{y}.png?v={z}', { z: 15, x: 11312, y: 17534 }),
    ).toBe('https://tile.example.org/15/11312/17534.png?v=15');
  });

  it.each([
    ['https://tile.example.org/{z}/{x}/{y}.png', true],
    ['http://127.0.0.1:8080/tiles/{z}/{y}/{x}', true],
    ['https://tile.example.org/{z}/{x}.png', false],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', false],
    ['tile.example.org/{z}/{x}/{y}.png', false],
    ['https://{z}.example.org/{x}/{y}.png', false],
  ])('%s is a template: %s', (text, valid) => {
    expect(isTileUrlTemplate(text)).toBe(valid);
  });
});
