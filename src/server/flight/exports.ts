// The applied area for the client and the inspector (issue 39 item 6): the area covered, the
// overlap and what fell outside the plot as polygons, and the flight lines, as KML
// (@placemarkio/tokml), GeoJSON or a zipped shapefile (@mapbox/shp-write; WGS 84, .prj inside).
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { FlightEvidence } from '../../domain/flight/contracts.ts';
import type { FlightExport } from '../../domain/flight/values.ts';

const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

const LAYERS = [
  ['aplicada', 'Área aplicada', 'aplicada_ha'],
  ['sobreposicao', 'Sobreposição', 'sobreposicao_ha'],
  ['fora', 'Aplicada fora do talhão', 'fora_ha'],
] as const;

/** The evidence as one FeatureCollection: a polygon per layer, then the flight lines. */
export function appliedAreaCollection(evidence: FlightEvidence, numero: string): FeatureCollection {
  const features: Feature<Geometry>[] = [];
  for (const [key, name, figure] of LAYERS) {
    const geometry = evidence.formas?.[key];
    if (geometry)
      features.push({
        type: 'Feature',
        properties: { name, operacao: numero, area_ha: evidence.figuras?.[figure] ?? null },
        geometry,
      });
  }
  evidence.linhas.forEach((coordinates, i) =>
    features.push({
      type: 'Feature',
      properties: { name: `Linha de voo ${i + 1}`, operacao: numero },
      geometry: { type: 'LineString', coordinates },
    }),
  );
  return { type: 'FeatureCollection', features };
}

/** The file of `format`: its type, extension and bytes. */
export async function appliedAreaFile(
  collection: FeatureCollection,
  format: FlightExport,
  base: string,
): Promise<{ type: string; extension: string; body: Buffer }> {
  if (format === 'geojson')
    return {
      type: 'application/geo+json',
      extension: 'geojson',
      body: Buffer.from(JSON.stringify(collection)),
    };
  if (format === 'kml') {
    const { toKML } = await import('@placemarkio/tokml');
    return {
      type: 'application/vnd.google-earth.kml+xml',
      extension: 'kml',
      body: Buffer.from(toKML(collection)),
    };
  }
  const shpwrite = (await import('@mapbox/shp-write')).default;
  const body = await shpwrite.zip<'nodebuffer'>(collection, {
    folder: base,
    filename: base,
    prj: WGS84_PRJ,
    types: { polygon: `${base}-areas`, line: `${base}-linhas` },
    compression: 'DEFLATE',
    outputType: 'nodebuffer',
  });
  return { type: 'application/zip', extension: 'zip', body };
}
