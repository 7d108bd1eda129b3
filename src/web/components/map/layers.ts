import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { Boundary, LngLat } from '../../../domain/geo/polygon.ts';
import type { LngLatBounds } from '../../../domain/geo/tiles.ts';
import type { MapTiles } from '../../lib/public-config.ts';

/** A polygon on the map: the property's boundary (green), an applied area (blue), a sensitive area (red). */
export type MapPolygon = { geometry: Boundary; tone?: 'boundary' | 'applied' | 'sensitive' };
/** A point with its label: a sensitive point (red) or a reference (amber). */
export type MapPoint = { position: LngLat; label: string; tone?: 'sensitive' | 'reference' };
/** A line: a flight line (dark blue, dashed) or a plain one. */
export type MapLine = { coordinates: LngLat[]; tone?: 'flight' | 'plain' };
export type MapLayers = { polygons?: MapPolygon[]; points?: MapPoint[]; lines?: MapLine[] };
/**
 * A point being placed: a click on the map puts it there and a drag moves it (the typed
 * coordinates beside the map stay the keyboard's way).
 */
export type MapPin = { position: LngLat | null; onPlace: (position: LngLat) => void };

/** The colours of the app's palette (src/web/styles.css) the map paints with. */
export const MAP_COLOURS = {
  background: '#f2f9ea', // crop-50
  boundary: '#355d13', // crop-700
  boundaryFill: '#5b9a24', // crop-500
  applied: '#0b4f6c', // brand-700
  appliedFill: '#3b9ac4',
  sensitive: '#b91c1c', // red-700
  reference: '#d99e00', // accent-500
  line: '#2e3d48', // ink-700
} as const;

const polygonsOf = (geometry: Boundary): LngLat[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Every position the layers hold. */
export function layerPositions(layers: MapLayers): LngLat[] {
  return [
    ...(layers.polygons ?? []).flatMap((p) => polygonsOf(p.geometry).flat(2)),
    ...(layers.lines ?? []).flatMap((l) => l.coordinates),
    ...(layers.points ?? []).map((p) => p.position),
  ];
}

/** The box around every position of the layers; null when they hold none. */
export function layersBounds(layers: MapLayers): LngLatBounds | null {
  const positions = layerPositions(layers);
  if (positions.length === 0) return null;
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return {
    west: Math.min(...lngs),
    east: Math.max(...lngs),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}

type LayerFeature = Feature<Geometry, { tone: string; label?: string }>;
const collection = (features: LayerFeature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** The layers as the three GeoJSON collections the map's sources hold. */
export function layerData(layers: MapLayers) {
  return {
    polygons: collection(
      (layers.polygons ?? []).map((p) => ({
        type: 'Feature',
        geometry: p.geometry,
        properties: { tone: p.tone ?? 'boundary' },
      })),
    ),
    lines: collection(
      (layers.lines ?? []).map((l) => ({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: l.coordinates },
        properties: { tone: l.tone ?? 'plain' },
      })),
    ),
    points: collection(
      (layers.points ?? []).map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: p.position },
        properties: { tone: p.tone ?? 'sensitive', label: p.label },
      })),
    ),
  };
}

const byTone = (tones: Record<string, string>, otherwise: string) =>
  ['match', ['get', 'tone'], ...Object.entries(tones).flat(), otherwise] as unknown as string;

/**
 * The map's style: the configured raster tiles when there are any, else the plain background
 * alone, and the layers above. Nothing is fetched but the tiles: no glyphs or sprites (points'
 * labels are HTML markers, not text layers), so the map works with no internet.
 */
export function mapStyle(tiles: MapTiles | null, layers: MapLayers): StyleSpecification {
  const data = layerData(layers);
  return {
    version: 8,
    sources: {
      ...(tiles && {
        tiles: {
          type: 'raster',
          tiles: [tiles.tiles],
          tileSize: 256,
          maxzoom: 19,
          ...(tiles.atribuicao && { attribution: tiles.atribuicao }),
        },
      }),
      polygons: { type: 'geojson', data: data.polygons },
      lines: { type: 'geojson', data: data.lines },
      points: { type: 'geojson', data: data.points },
    },
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': MAP_COLOURS.background },
      },
      ...(tiles ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      {
        id: 'polygon-fill',
        type: 'fill',
        source: 'polygons',
        paint: {
          'fill-color': byTone(
            { applied: MAP_COLOURS.appliedFill, sensitive: MAP_COLOURS.sensitive },
            MAP_COLOURS.boundaryFill,
          ),
          'fill-opacity': 0.3,
        },
      },
      {
        id: 'polygon-halo',
        type: 'line',
        source: 'polygons',
        paint: { 'line-color': '#ffffff', 'line-opacity': 0.8, 'line-width': 5 },
      },
      {
        id: 'polygon-edge',
        type: 'line',
        source: 'polygons',
        paint: {
          'line-color': byTone(
            { applied: MAP_COLOURS.applied, sensitive: MAP_COLOURS.sensitive },
            MAP_COLOURS.boundary,
          ),
          'line-width': 2,
        },
      },
      {
        id: 'lines',
        type: 'line',
        source: 'lines',
        paint: {
          'line-color': byTone({ flight: MAP_COLOURS.applied }, MAP_COLOURS.line),
          'line-width': 1.5,
          'line-dasharray': [2, 2],
        },
      },
      {
        id: 'points',
        type: 'circle',
        source: 'points',
        paint: {
          'circle-radius': 6,
          'circle-color': byTone({ reference: MAP_COLOURS.reference }, MAP_COLOURS.sensitive),
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
