// An import's files → the areas and lines flown, with the account of what was read and skipped.
// Formats by how the name ends: .zip (shapefile, TaskData or any of the others inside), .kml,
// .kmz, .gpx, .geojson/.json and TASKDATA.XML.
import { strFromU8 } from 'fflate';
import type { Feature } from 'geojson';
import { FLIGHT_FILE_EXTENSIONS } from '../../domain/flight/values.ts';
import { flightFileError } from './flight-file-error.ts';
import { emptyGathering, gatherFeatures, type Gathered } from './gather.ts';
import { isoxmlFeatures } from './read-isoxml.ts';
import { shapefileFeatures, shapefileLayers } from './read-shapefile.ts';
import { xmlFeatures } from './read-xml.ts';
import { unzipWithin } from './unzip.ts';

/** An uploaded file: its name as sent and its bytes. */
export type FlightFile = { name: string; bytes: Uint8Array };

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const baseName = (name: string) => name.split(/[/\\]/).pop() ?? name;

function geojsonFeatures(file: string, json: string): Feature[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw flightFileError(file, 'JSON malformado.');
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
  throw flightFileError(file, 'não é GeoJSON (FeatureCollection, Feature ou geometria).');
}

/** Reads one file (a zip's entries among them, `inside` naming the zip) into the gathering. */
function readOne(into: Gathered, name: string, bytes: Uint8Array, inside?: string) {
  const arquivo = inside ? `${inside} › ${baseName(name)}` : baseName(name);
  const extension = extensionOf(name);
  const gather = (formato: string, features: Feature[]) =>
    gatherFeatures(into, { arquivo, formato }, features);
  switch (extension) {
    case 'geojson':
    case 'json':
      return gather('GeoJSON', geojsonFeatures(arquivo, strFromU8(bytes)));
    case 'kml':
      return gather('KML', xmlFeatures(arquivo, strFromU8(bytes), 'kml'));
    case 'gpx':
      return gather('GPX', xmlFeatures(arquivo, strFromU8(bytes), 'gpx'));
    case 'xml': {
      const { features, skipped } = isoxmlFeatures(arquivo, strFromU8(bytes));
      into.ignorados.push(...skipped);
      return gather('ISO 11783 TaskData', features);
    }
    case 'zip':
    case 'kmz': {
      if (inside) throw flightFileError(arquivo, 'um zip dentro de outro não é lido.');
      return readZip(into, arquivo, bytes, extension === 'kmz');
    }
  }
  if (inside) return; // a shapefile's other parts, a TLG, a readme: read with their layer or skipped below
  throw flightFileError(
    arquivo,
    `formato não reconhecido; envie ${FLIGHT_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ')}.`,
  );
}

const SHAPEFILE_PARTS = /\.(shp|shx|dbf|prj|cpg|sbn|sbx|qix|xml)$/i;

function readZip(into: Gathered, arquivo: string, bytes: Uint8Array, kmz: boolean) {
  const entries = unzipWithin(arquivo, bytes);
  const layers = shapefileLayers(entries);
  for (const layer of layers)
    gatherFeatures(
      into,
      { arquivo: `${arquivo} › ${baseName(layer)}.shp`, formato: 'Shapefile' },
      shapefileFeatures(arquivo, entries, layer),
    );
  const before = into.lidos.length;
  for (const [name, content] of entries) {
    const isShapefilePart =
      layers.length > 0 && SHAPEFILE_PARTS.test(name) && !/taskdata\.xml$/i.test(name);
    if (isShapefilePart) continue;
    const extension = extensionOf(name);
    if (extension === 'xml' && !/taskdata\.xml$/i.test(name)) continue;
    if (['geojson', 'json', 'kml', 'gpx', 'xml'].includes(extension))
      readOne(into, name, content, arquivo);
    else
      into.ignorados.push({
        arquivo,
        item: baseName(name),
        motivo: 'formato não lido dentro do zip.',
      });
  }
  if (layers.length === 0 && into.lidos.length === before)
    throw flightFileError(
      arquivo,
      kmz
        ? 'o KMZ não tem um arquivo .kml.'
        : 'o zip não tem shapefile (.shp), TASKDATA.XML, KML, GPX nem GeoJSON.',
    );
}

/** Reads every file of an import; a file refused whole throws (400 naming it). */
export function readFlightFiles(files: FlightFile[]): Gathered {
  const into = emptyGathering();
  for (const file of files) readOne(into, file.name, file.bytes);
  return into;
}
