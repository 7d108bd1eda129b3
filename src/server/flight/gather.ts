// An import's files → the areas and lines flown, with the account of what was read and skipped.
import type { Feature, Geometry, Position } from 'geojson';
import type { Area } from '../../domain/flight/shapes.ts';
import { FLIGHT_FILE_EXTENSIONS } from '../../domain/flight/values.ts';
import type { LngLat } from '../../domain/geo/polygon.ts';
import {
  itemName,
  positionCounter,
  readGeoFiles,
  type GeoFile,
  type Skipped,
} from '../geo-files/read-files.ts';
/** A file read: its format and what it gave. */
export type FileRead = { arquivo: string; formato: string; poligonos: number; linhas: number };

/** What an import gathers from its files: areas flown, lines flown, and the account of both. */
export type Gathered = {
  polygons: Area[];
  lines: LngLat[][];
  lidos: FileRead[];
  ignorados: Skipped[];
  /** Counts the positions read, refusing the import past its limit. */
  count: (arquivo: string, positions: number) => void;
};

export const emptyGathering = (): Gathered => ({
  polygons: [],
  lines: [],
  lidos: [],
  ignorados: [],
  count: positionCounter(),
});

const valid = (p: Position) =>
  Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90;
const flat = (positions: Position[]): LngLat[] => positions.map((p) => [p[0]!, p[1]!]);
const closed = (ring: LngLat[]): LngLat[] => {
  const [first, last] = [ring[0]!, ring.at(-1)!];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
};

/**
 * Adds a file's features to the gathering: polygons as areas flown, lines as lines flown (the
 * swath makes them areas later), the rest skipped with the reason. Refuses the import once its
 * positions pass `FLIGHT_LIMITS.positions`.
 */
export function gatherFeatures(
  into: Gathered,
  file: { arquivo: string; formato: string },
  features: Feature[],
) {
  const read: FileRead = { ...file, poligonos: 0, linhas: 0 };
  const skip = (item: string, motivo: string) =>
    into.ignorados.push({ arquivo: file.arquivo, item, motivo });
  const add = (geometry: Geometry | null, item: string) => {
    if (!geometry) return skip(item, 'sem geometria.');
    switch (geometry.type) {
      case 'Point':
      case 'MultiPoint':
        return skip(item, 'ponto isolado: não forma área nem linha de voo.');
      case 'GeometryCollection':
        return geometry.geometries.forEach((g) => add(g, item));
      case 'MultiPolygon':
        return geometry.coordinates.forEach((c) => add({ type: 'Polygon', coordinates: c }, item));
      case 'MultiLineString':
        return geometry.coordinates.forEach((c) =>
          add({ type: 'LineString', coordinates: c }, item),
        );
    }
    const positions =
      geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates;
    into.count(file.arquivo, positions.length);
    if (!positions.every(valid))
      return skip(item, 'coordenada fora do intervalo (latitude −90 a 90, longitude −180 a 180).');
    if (geometry.type === 'LineString') {
      if (positions.length < 2) return skip(item, 'linha com menos de 2 pontos.');
      into.lines.push(flat(positions));
      read.linhas += 1;
      return;
    }
    const rings = geometry.coordinates.map((ring) => closed(flat(ring)));
    if (rings.length === 0 || rings.some((ring) => ring.length < 4))
      return skip(item, 'polígono com menos de 3 vértices.');
    into.polygons.push({ type: 'Polygon', coordinates: rings });
    read.poligonos += 1;
  };
  features.forEach((feature, index) => add(feature.geometry, itemName(feature, index)));
  into.lidos.push(read);
}

/** Reads every file of an import; a file refused whole throws (400 naming it). */
export function readFlightFiles(files: readonly GeoFile[]): Gathered {
  const into = emptyGathering();
  readGeoFiles(files, FLIGHT_FILE_EXTENSIONS, {
    layer: (source, features) => gatherFeatures(into, source, features),
    skip: (skipped) => into.ignorados.push(skipped),
  });
  return into;
}
