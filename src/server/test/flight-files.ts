// Applied-area files as guidance systems and their software export them, built for the import's
// tests: GeoJSON, KML and KMZ (Google Earth, AG-NAV), GPX (a DJI or handheld track), a zipped
// shapefile (Satloc's and Hemisphere's polygon exports), and ISO 11783 TaskData.
import shpwrite from '@mapbox/shp-write';
import { strToU8, zipSync } from 'fflate';
import type { Feature, FeatureCollection } from 'geojson';
import type { CoverageFigures } from '../../domain/flight/audit.ts';
import { moved } from '../../domain/geo/geodesic.ts';
import type { LngLat } from '../../domain/geo/polygon.ts';

/** Near the sample property in Sorriso (MT): `east` and `north` metres from a corner. */
export const ORIGIN: LngLat = [-55.7261, -12.5482];
export const at = (east: number, north: number): LngLat => moved(moved(ORIGIN, east, 90), north, 0);
/** A ring from `west` to `east` metres and 0 to `north` metres. */
export const band = (west: number, east: number, north = 1000): LngLat[] => [
  at(west, 0),
  at(east, 0),
  at(east, north),
  at(west, north),
  at(west, 0),
];
/** A line flown north along `east` metres, 1 000 m, with a position every `step` metres. */
export const northward = (east: number, step = 50): LngLat[] =>
  Array.from({ length: 1000 / step + 1 }, (_, i) => at(east, i * step));

/** The plot of the tests: 36 m × 1 000 m (3,6 ha); two swaths of 18 m fit, a third falls out. */
export const PLOT = { type: 'Polygon' as const, coordinates: [band(0, 36)] };
/** Three passes of 18 m centred at 9, 27 and 45 m: 5,4 ha flown, 1,8 ha of them outside. */
export const LINES = [northward(9), northward(27), northward(45)];
export const BANDS = [band(0, 18), band(18, 36), band(36, 54)];

const coords = (positions: LngLat[]) => positions.map(([lng, lat]) => `${lng},${lat},0`).join(' ');

export const geojsonFile = (features: Feature[]) =>
  Buffer.from(JSON.stringify({ type: 'FeatureCollection', features } satisfies FeatureCollection));
export const lineFeatures = (lines: LngLat[][]): Feature[] =>
  lines.map((coordinates, i) => ({
    type: 'Feature',
    properties: { name: `Passada ${i + 1}` },
    geometry: { type: 'LineString', coordinates },
  }));
export const polygonFeatures = (rings: LngLat[][]): Feature[] =>
  rings.map((ring, i) => ({
    type: 'Feature',
    properties: { name: `Faixa ${i + 1}`, ID: i + 1 },
    geometry: { type: 'Polygon', coordinates: [ring] },
  }));

/** A KML of polygons (spray on) and a marker, as a guidance system's viewer saves it. */
export const kmlFile = (rings: LngLat[][]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Aplicação 2026-11-10</name>
${rings
  .map(
    (ring, i) =>
      `<Placemark><name>Faixa ${i + 1}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords(ring)}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
  )
  .join('\n')}
<Placemark><name>Pista</name><Point><coordinates>${coords([at(-300, 0)])}</coordinates></Point></Placemark>
</Document></kml>`);

export const kmzFile = (rings: LngLat[][]) => Buffer.from(zipSync({ 'doc.kml': kmlFile(rings) }));

/** A GPX track, one segment per pass (spray on), as a DJI or handheld GPS exports it. */
export const gpxFile = (lines: LngLat[][]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="DJI Agras" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Voo 1</name>
${lines
  .map(
    (line) =>
      `<trkseg>${line.map(([lng, lat]) => `<trkpt lat="${lat}" lon="${lng}"><ele>420</ele></trkpt>`).join('')}</trkseg>`,
  )
  .join('\n')}
</trk><wpt lat="${ORIGIN[1]}" lon="${ORIGIN[0]}"><name>Início</name></wpt></gpx>`);

/** A zipped shapefile of the polygons (WGS 84, with its .prj and .dbf). */
export async function shapefileZip(rings: LngLat[][]): Promise<Buffer> {
  return shpwrite.zip<'nodebuffer'>(
    { type: 'FeatureCollection', features: polygonFeatures(rings) },
    {
      folder: 'aplicacao',
      types: { polygon: 'aplicacao' },
      compression: 'DEFLATE',
      outputType: 'nodebuffer',
    },
  );
}

const pnt = ([lng, lat]: LngLat, type = 2) => `<PNT A="${type}" C="${lat}" D="${lng}"/>`;

/**
 * An ISO 11783-10 TASKDATA.XML: a partfield with its boundary (PLN type 1, skipped), the
 * treatment zones flown (PLN type 2), a guidance pattern's lines (LSG type 5) and a TimeLog
 * reference (binary, skipped).
 */
export const taskdataXml = (rings: LngLat[][], lines: LngLat[][] = []) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<ISO11783_TaskData VersionMajor="4" VersionMinor="3" DataTransferOrigin="1">
<PFD A="PFD1" C="Talhão 7" D="36000">
<PLN A="1" B="Contorno"><LSG A="1">${band(0, 36)
    .map((p) => pnt(p))
    .join('')}</LSG></PLN>
${rings.map((ring, i) => `<PLN A="2" B="Zona ${i + 1}"><LSG A="1">${ring.map((p) => pnt(p)).join('')}</LSG></PLN>`).join('\n')}
<GGP A="GGP1" B="AB"><GPN A="GPN1" C="1">${lines.map((line, i) => `<LSG A="5" B="AB ${i + 1}">${line.map((p) => pnt(p, 9)).join('')}</LSG>`).join('')}</GPN></GGP>
</PFD>
<TSK A="TSK1" B="Fungicida" E="PFD1" G="4"><TLG A="TLG00001"/></TSK>
</ISO11783_TaskData>`);

/** TaskData as its folder zipped, with the TimeLog's binary beside it. */
export const taskdataZip = (rings: LngLat[][]) =>
  Buffer.from(
    zipSync({
      'TASKDATA/TASKDATA.XML': taskdataXml(rings),
      'TASKDATA/TLG00001.BIN': new Uint8Array(64),
    }),
  );

/**
 * A zip whose directory says its one entry inflates to 2 GB (a zip bomb's claim): the entry is
 * small, the sizes in its local header and its directory entry are rewritten.
 */
export function zipBomb(): Buffer {
  const zip = Buffer.from(zipSync({ 'trilha.geojson': strToU8('{}'.repeat(1000)) }));
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(0x7fff_ffff, central + 24);
  zip.writeUInt32LE(0x7fff_ffff, 22);
  return zip;
}

/** An audit's figures with nothing measured, for rows a test inserts directly. */
export const NO_COVERAGE: CoverageFigures = {
  talhao_ha: null,
  aplicada_ha: 0,
  dentro_ha: null,
  fora_ha: null,
  falhas_ha: null,
  sobreposicao_ha: 0,
  excesso_ha: 0,
  cobertura_pct: null,
  falhas_pct: null,
  fora_pct: null,
  sobreposicao_pct: 0,
};
