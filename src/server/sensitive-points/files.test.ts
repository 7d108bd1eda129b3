import shpwrite from '@mapbox/shp-write';
import { zipSync } from 'fflate';
import type { Feature } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../domain/geo/polygon.ts';
import { useTestApp } from '../test/app.ts';
import { at, band, geojsonFile, zipBomb } from '../test/flight-files.ts';
import { filesBody, type FilePart } from '../test/multipart.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

// A property's sensitive points read from the files a surveyor or Google Earth saves (issue 39
// item 3): each point and area with its name, the kind chosen by the office afterwards (files
// carry none), lines skipped saying why, a malformed file refused naming it, nothing stored
// until the office saves.

const HOUSE = at(100, 1200);
const WELL = at(400, 1300);
const VILLAGE = band(-800, -300, 600);
const ROAD: LngLat[] = [at(0, 1100), at(900, 1100)];
const coords = (positions: LngLat[]) => positions.map(([lng, lat]) => `${lng},${lat},0`).join(' ');

/** A KML as Google Earth saves it: two placemarks of points, an area and a road (a line). */
const kml = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Vizinhança da Fazenda</name>
<Folder><name>Pontos</name>
<Placemark><name>Casa do caseiro</name><Point><coordinates>${coords([HOUSE])}</coordinates></Point></Placemark>
<Placemark><Point><coordinates>${coords([WELL])}</coordinates></Point></Placemark>
</Folder>
<Placemark><name>Vila Esperança</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords(VILLAGE)}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
<Placemark><name>Estrada vicinal</name><LineString><coordinates>${coords(ROAD)}</coordinates></LineString></Placemark>
</Document></kml>`);

const pointFeature = (nome: string, position: LngLat): Feature => ({
  type: 'Feature',
  properties: { NOME: nome },
  geometry: { type: 'Point', coordinates: position },
});

/** A zipped shapefile of points (WGS 84, names in the .dbf), as QGIS or a GPS's software saves it. */
const shapefile = () =>
  shpwrite.zip<'nodebuffer'>(
    {
      type: 'FeatureCollection',
      features: [
        pointFeature('Apiário do Zé', at(50, 1250)),
        pointFeature('Curral', at(600, 1400)),
      ],
    },
    {
      folder: 'sensiveis',
      types: { point: 'pontos' },
      compression: 'DEFLATE',
      outputType: 'nodebuffer',
    },
  );

async function property(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const url = `/api/properties/${fly.ids.property}/pontos-sensiveis`;
  const read = (files: FilePart[], cookie = fly.cookie) => {
    const body = filesBody(files);
    return t.app.inject({
      method: 'POST',
      url: `${url}/arquivos`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const stored = async () => (await fly.owner({ method: 'GET', url })).json() as unknown[];
  return { ...fly, url, read, stored };
}

describe('sensitive points read from a file', () => {
  it('reads a KML’s points and areas with their names, skips its lines, stores nothing', async () => {
    const { read, stored } = await property();
    const res = await read([{ name: 'vizinhanca.kml', content: kml }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      pontos: [
        { nome: 'Casa do caseiro', geometria: { type: 'Point', coordinates: HOUSE } },
        { nome: null, geometria: { type: 'Point', coordinates: WELL } },
        { nome: 'Vila Esperança', geometria: { type: 'Polygon', coordinates: [VILLAGE] } },
      ],
      ignorados: [
        {
          arquivo: 'vizinhanca.kml',
          item: "'Estrada vicinal'",
          motivo: 'linha: um ponto sensível é um ponto ou uma área (polígono).',
        },
      ],
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    [
      'a KMZ',
      async () => ({ name: 'vizinhanca.kmz', content: Buffer.from(zipSync({ 'doc.kml': kml })) }),
    ],
    [
      'a GeoJSON',
      async () => ({
        name: 'vizinhanca.geojson',
        content: geojsonFile([pointFeature('Casa do caseiro', HOUSE)]),
      }),
    ],
  ])('reads %s the same way', async (_, file) => {
    const { read } = await property();
    const res = await read([await file()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pontos[0]).toEqual({
      nome: 'Casa do caseiro',
      geometria: { type: 'Point', coordinates: HOUSE },
    });
  });

  it('reads a zipped shapefile’s points with the names of its table', async () => {
    const { read } = await property();
    const res = await read([{ name: 'sensiveis.zip', content: await shapefile() }]);
    expect(res.statusCode, res.body).toBe(200);
    const pontos = res.json().pontos as { nome: string; geometria: { coordinates: LngLat } }[];
    expect(pontos.map((p) => p.nome)).toEqual(['Apiário do Zé', 'Curral']);
    // The .shp keeps doubles: the positions come back as written.
    expect(pontos[0]!.geometria.coordinates[0]).toBeCloseTo(at(50, 1250)[0], 9);
    expect(pontos[0]!.geometria.coordinates[1]).toBeCloseTo(at(50, 1250)[1], 9);
  });

  it('saves what was read with the kinds chosen, all in one go', async () => {
    const { read, owner, url, stored } = await property();
    const { pontos } = (await read([{ name: 'vizinhanca.kml', content: kml }])).json();
    const kinds = ['moradia', 'manancial', 'povoacao'];
    const save = await owner({
      method: 'POST',
      url,
      payload: {
        pontos: pontos.map((p: object, i: number) => ({ ...p, tipo: kinds[i] })),
      },
    });
    expect(save.statusCode, save.body).toBe(201);
    expect(
      (await stored()).map((p) => [(p as { tipo: string }).tipo, (p as { nome: string }).nome]),
    ).toEqual([
      ['povoacao', 'Vila Esperança'],
      ['moradia', 'Casa do caseiro'],
      ['manancial', null],
    ]);
  });

  it.each([
    [
      'malformed XML',
      { name: 'pontos.kml', content: Buffer.from('<kml><Document><Placemark></Document></kml>') },
      /^pontos\.kml: XML malformado/,
    ],
    [
      'an XML that is not a KML',
      { name: 'pontos.kml', content: Buffer.from('<gpx><trk/></gpx>') },
      "pontos.kml: não é um KML (o elemento raiz é 'gpx').",
    ],
    [
      'a format not read',
      { name: 'pontos.csv', content: Buffer.from('nome;lat;lon\n') },
      'pontos.csv: formato não reconhecido; envie .kml, .kmz, .zip, .geojson, .json.',
    ],
    [
      'a zip with no shapefile',
      { name: 'pontos.zip', content: Buffer.from(zipSync({ 'leia-me.txt': new Uint8Array(3) })) },
      'pontos.zip: o zip não tem shapefile (.shp), TASKDATA.XML, KML, GPX nem GeoJSON.',
    ],
    [
      'a zip that says it inflates to 2 GB',
      { name: 'bomba.zip', content: zipBomb() },
      'bomba.zip: o zip descompactado passa de 100 MB; nada foi descompactado.',
    ],
    [
      'malformed JSON',
      { name: 'pontos.geojson', content: Buffer.from('{"type": "FeatureCollection", ') },
      'pontos.geojson: JSON malformado.',
    ],
    [
      'a file with lines only',
      {
        name: 'estradas.geojson',
        content: geojsonFile([
          { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: ROAD } },
        ]),
      },
      'estradas.geojson: nenhum ponto ou área (polígono) encontrado. item 1: linha: um ponto sensível é um ponto ou uma área (polígono).',
    ],
    [
      'an empty file',
      { name: 'pontos.kml', content: Buffer.alloc(0) },
      'pontos.kml: arquivo vazio.',
    ],
  ])('refuses %s with a 400 naming the file, storing nothing', async (_, file, message) => {
    const { read, stored } = await property();
    const res = await read([file]);
    expect(res.statusCode, res.body).toBe(400);
    const named = res.json().error.fields.arquivos;
    if (typeof message === 'string') expect(named).toBe(message);
    else expect(named).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('is the office’s: a pilot gets 403, another company’s property 404', async () => {
    const a = await property('dono@a.com.br');
    const file = { name: 'vizinhanca.kml', content: kml };
    const pilot = await joinCompany(t.app, a.companyId, 'pilot', 'piloto@a.com.br');
    expect((await a.read([file], pilot.cookie)).statusCode).toBe(403);
    const b = await property('dono@b.com.br');
    expect((await a.read([file], b.cookie)).statusCode).toBe(404);
  });
});
