import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { boundaryToKml, readBoundaryFile } from './kml.ts';
import type { Boundary } from '../../domain/geo/polygon.ts';
import { sorrisoSquare as field } from '../test/boundaries.ts';

describe('KML and KMZ boundaries', () => {
  it('round-trips a boundary through KML, with the name escaped', async () => {
    const text = boundaryToKml(field, 'Fazenda "Santa" Rita & Filhos');
    expect(text).toContain('<name>Fazenda &quot;Santa&quot; Rita &amp; Filhos</name>');
    expect(await readBoundaryFile(new File([text], 'fazenda.kml'))).toEqual(field);
  });

  it('reads the KML inside a KMZ, and several polygons as a MultiPolygon', async () => {
    const two: Boundary = {
      type: 'MultiPolygon',
      coordinates: [field.coordinates, field.coordinates],
    };
    const kmz = zipSync({ 'doc.kml': strToU8(boundaryToKml(two, 'Talhões')) });
    expect(await readBoundaryFile(new File([kmz], 'talhoes.KMZ'))).toEqual(two);
  });

  it.each([
    [
      'trilha.kml',
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>-55.7,-12.5,300 -55.6,-12.4,300</coordinates></LineString></Placemark></kml>',
      'Nenhum polígono encontrado no arquivo.',
    ],
    ['vazio.kml', '   ', 'Arquivo vazio ou ilegível.'],
    ['quebrado.kmz', 'não é zip', 'Arquivo vazio ou ilegível.'],
    ['mapa.shp', 'x', 'Envie um arquivo .kml ou .kmz.'],
  ])('refuses %s: %s', async (name, content, message) => {
    await expect(readBoundaryFile(new File([content], name))).rejects.toThrow(message);
  });
});
