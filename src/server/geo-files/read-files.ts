// Geographic files → their features as GeoJSON, layer by layer, for an import to gather: the
// flight's applied areas (src/server/flight/) and a property's sensitive points
// (src/server/sensitive-points/) read the same files the same way. Formats by how the name
// ends: .zip (shapefile, TaskData or any of the others inside), .kml, .kmz, .gpx,
// .geojson/.json and TASKDATA.XML; each import names those it accepts.
import { strFromU8 } from 'fflate';
import type { Feature } from 'geojson';
import { FLIGHT_LIMITS } from '../../domain/flight/values.ts';
import { fileError } from './file-error.ts';
import { isoxmlFeatures } from './read-isoxml.ts';
import { shapefileFeatures, shapefileLayers } from './read-shapefile.ts';
import { xmlFeatures } from './read-xml.ts';
import { unzipWithin } from './unzip.ts';

/** An uploaded file: its name as sent and its bytes. */
export type GeoFile = { name: string; bytes: Uint8Array };
/** Something of a file left out, and why (pt-BR). */
export type Skipped = { arquivo: string; item: string; motivo: string };
/** Where a layer came from: the file (a zip's entry named after the zip) and its format. */
export type LayerSource = { arquivo: string; formato: string };

/** What an import does with what is read: each layer's features, and what was skipped. */
export type GeoReading = {
  layer: (source: LayerSource, features: Feature[]) => void;
  skip: (skipped: Skipped) => void;
};

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const baseName = (name: string) => name.split(/[/\\]/).pop() ?? name;

/** A feature's name as files usually carry it, or null. */
export function featureName(feature: Feature): string | null {
  const p = (feature.properties ?? {}) as Record<string, unknown>;
  const name = [p.name, p.Name, p.NAME, p.nome, p.NOME].find((v) => typeof v === 'string' && v);
  return name ? String(name).trim() : null;
}

/** A feature's name for the account of what was skipped, else its position in the file. */
export const itemName = (feature: Feature, index: number) => {
  const name = featureName(feature);
  return name ? `'${name.slice(0, 80)}'` : `item ${index + 1}`;
};

/**
 * Counts an import's positions, refusing it once they pass `FLIGHT_LIMITS.positions` (a file of
 * a million coordinates is refused as it is read, not stored).
 */
export function positionCounter() {
  let positions = 0;
  return (arquivo: string, count: number) => {
    positions += count;
    if (positions > FLIGHT_LIMITS.positions)
      throw fileError(
        arquivo,
        `a importação passa de ${FLIGHT_LIMITS.positions.toLocaleString('pt-BR')} coordenadas; divida os arquivos.`,
      );
  };
}

function geojsonFeatures(file: string, json: string): Feature[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw fileError(file, 'JSON malformado.');
  }
  const object = value as { type?: unknown; features?: unknown };
  if (object?.type === 'FeatureCollection' && Array.isArray(object.features))
    return object.features as Feature[];
  if (object?.type === 'Feature') return [value as Feature];
  const geometries = [
    'Polygon',
    'MultiPolygon',
    'LineString',
    'MultiLineString',
    'Point',
    'MultiPoint',
    'GeometryCollection',
  ];
  if (typeof object?.type === 'string' && geometries.includes(object.type))
    return [{ type: 'Feature', properties: {}, geometry: value as Feature['geometry'] }];
  throw fileError(file, 'não é GeoJSON (FeatureCollection, Feature ou geometria).');
}

const SHAPEFILE_PARTS = /\.(shp|shx|dbf|prj|cpg|sbn|sbx|qix|xml)$/i;

/** Reads the files of one import, in the formats it accepts. */
export function readGeoFiles(
  files: readonly GeoFile[],
  accepted: readonly string[],
  reading: GeoReading,
) {
  /** Reads one file (a zip's entries among them, `inside` naming the zip); answers its layers. */
  function readOne(name: string, bytes: Uint8Array, inside?: string): number {
    const arquivo = inside ? `${inside} › ${baseName(name)}` : baseName(name);
    const extension = extensionOf(name);
    const layer = (formato: string, features: Feature[]) => {
      reading.layer({ arquivo, formato }, features);
      return 1;
    };
    if (inside || accepted.includes(extension))
      switch (extension) {
        case 'geojson':
        case 'json':
          return layer('GeoJSON', geojsonFeatures(arquivo, strFromU8(bytes)));
        case 'kml':
          return layer('KML', xmlFeatures(arquivo, strFromU8(bytes), 'kml'));
        case 'gpx':
          return layer('GPX', xmlFeatures(arquivo, strFromU8(bytes), 'gpx'));
        case 'xml': {
          const { features, skipped } = isoxmlFeatures(arquivo, strFromU8(bytes));
          skipped.forEach(reading.skip);
          return layer('ISO 11783 TaskData', features);
        }
        case 'zip':
        case 'kmz': {
          if (inside) throw fileError(arquivo, 'um zip dentro de outro não é lido.');
          return readZip(arquivo, bytes, extension === 'kmz');
        }
      }
    if (inside) return 0; // a shapefile's other parts, a TLG, a readme: read with their layer or skipped below
    throw fileError(
      arquivo,
      `formato não reconhecido; envie ${accepted.map((e) => `.${e}`).join(', ')}.`,
    );
  }

  function readZip(arquivo: string, bytes: Uint8Array, kmz: boolean): number {
    const entries = unzipWithin(arquivo, bytes);
    const layers = shapefileLayers(entries);
    for (const layer of layers)
      reading.layer(
        { arquivo: `${arquivo} › ${baseName(layer)}.shp`, formato: 'Shapefile' },
        shapefileFeatures(arquivo, entries, layer),
      );
    let read = 0;
    for (const [name, content] of entries) {
      const isShapefilePart =
        layers.length > 0 && SHAPEFILE_PARTS.test(name) && !/taskdata\.xml$/i.test(name);
      if (isShapefilePart) continue;
      const extension = extensionOf(name);
      if (extension === 'xml' && !/taskdata\.xml$/i.test(name)) continue;
      if (['geojson', 'json', 'kml', 'gpx', 'xml'].includes(extension))
        read += readOne(name, content, arquivo);
      else
        reading.skip({ arquivo, item: baseName(name), motivo: 'formato não lido dentro do zip.' });
    }
    if (layers.length === 0 && read === 0)
      throw fileError(
        arquivo,
        kmz
          ? 'o KMZ não tem um arquivo .kml.'
          : 'o zip não tem shapefile (.shp), TASKDATA.XML, KML, GPX nem GeoJSON.',
      );
    return layers.length + read;
  }

  for (const file of files) readOne(file.name, file.bytes);
}
