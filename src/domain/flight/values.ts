import { labelled } from '../labelled.ts';

/** Which area the relatório operacional prints as 'Área tratada': typed, or measured from the files. */
export const { values: AREA_SOURCES, labels: AREA_SOURCE_LABELS } = labelled({
  declarada: 'Declarada na operação',
  medida: 'Medida nos arquivos de voo',
});
export type AreaSource = (typeof AREA_SOURCES)[number];

/** The applied-area files read, by how their name ends (a zip holds a shapefile or TaskData). */
export const FLIGHT_FILE_EXTENSIONS = [
  'zip',
  'kml',
  'kmz',
  'gpx',
  'geojson',
  'json',
  'xml',
] as const;

/**
 * What one import may hold, checked before anything is inflated or parsed (decision 040): the
 * files of one request, the bytes a zip declares it inflates to (read from its directory before
 * inflating; an entry is never inflated past its declared size), the entries of a zip, and the
 * positions (vertices) of all its geometry.
 */
export const FLIGHT_LIMITS = {
  files: 10,
  unzippedBytes: 100 * 1024 * 1024,
  zipEntries: 500,
  positions: 1_000_000,
};

/** Exports of the applied area. */
export const { values: FLIGHT_EXPORTS, labels: FLIGHT_EXPORT_LABELS } = labelled({
  kml: 'KML',
  geojson: 'GeoJSON',
  shp: 'Shapefile (zip)',
});
export type FlightExport = (typeof FLIGHT_EXPORTS)[number];
