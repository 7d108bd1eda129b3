import { kml } from '@tmcw/togeojson';
import { unzipSync, strFromU8 } from 'fflate';
import type { Boundary, LngLat } from '../../domain/geo/polygon.ts';

/** The KML text of a .kml file, or of the first .kml inside a .kmz (a zip). */
async function kmlText(file: File): Promise<string> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.kml')) return file.text();
  if (!name.endsWith('.kmz')) throw new Error('Envie um arquivo .kml ou .kmz.');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  } catch {
    throw new Error('Arquivo vazio ou ilegível.');
  }
  const entry = Object.keys(entries).find((key) => key.toLowerCase().endsWith('.kml'));
  if (!entry) throw new Error('Nenhum polígono encontrado no arquivo.');
  return strFromU8(entries[entry]!);
}

const flat = (ring: number[][]): LngLat[] => ring.map(([lng, lat]) => [lng!, lat!]);

/**
 * The boundary of a field from a KML or KMZ file (Google Earth, the DGPS software): every
 * Polygon and MultiPolygon in it, altitude dropped; one polygon stays a Polygon.
 */
export async function readBoundaryFile(file: File): Promise<Boundary> {
  const text = (await kmlText(file)).trim();
  if (!text) throw new Error('Arquivo vazio ou ilegível.');
  const document = new DOMParser().parseFromString(text, 'text/xml');
  if (document.getElementsByTagName('parsererror').length)
    throw new Error('Arquivo vazio ou ilegível.');
  const polygons: LngLat[][][] = [];
  for (const feature of kml(document).features) {
    const geometry = feature.geometry;
    if (geometry?.type === 'Polygon') polygons.push(geometry.coordinates.map(flat));
    if (geometry?.type === 'MultiPolygon')
      polygons.push(...geometry.coordinates.map((polygon: number[][][]) => polygon.map(flat)));
  }
  if (polygons.length === 0) throw new Error('Nenhum polígono encontrado no arquivo.');
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0]! }
    : { type: 'MultiPolygon', coordinates: polygons };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** A KML 2.2 document with the boundary, one Placemark per polygon. */
export function boundaryToKml(boundary: Boundary, name: string): string {
  const polygons = boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
  const ring = (positions: LngLat[]) =>
    `<LinearRing><coordinates>${positions.map(([lng, lat]) => `${lng},${lat},0`).join(' ')}</coordinates></LinearRing>`;
  const placemarks = polygons
    .map(
      ([outer, ...holes]) =>
        `<Placemark><name>${escapeXml(name)}</name><Polygon><outerBoundaryIs>${ring(outer ?? [])}</outerBoundaryIs>${holes
          .map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`)
          .join('')}</Polygon></Placemark>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${escapeXml(name)}</name>${placemarks}</Document></kml>\n`;
}
