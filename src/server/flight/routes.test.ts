import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import {
  flightAudits,
  flightImports,
  idempotencyKeys,
  operationAttachments,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import {
  BANDS,
  LINES,
  at,
  band,
  geojsonFile,
  gpxFile,
  kmlFile,
  kmzFile,
  lineFeatures,
  polygonFeatures,
  shapefileZip,
  taskdataXml,
  taskdataZip,
  zipBomb,
} from '../test/flight-files.ts';
import { caller, companyReadyToFly, linkSamplePilot, newOperation } from '../test/operations.ts';
import { filesBody, type FilePart as File } from '../test/multipart.ts';
import { operationOnPlot } from '../test/operation-on-plot.ts';
import { joinCompany } from '../test/session.ts';
import { stockUp } from '../test/stock-entries.ts';
import { setCompany } from '../test/factories.ts';
import { pdfText } from '../test/pdf-text.ts';

const t = useTestApp({ now: new Date('2026-11-10T21:00:00Z') });

/** The sample company with the plot drawn on its property and an operation flown on it. */
async function flown(email?: string) {
  const fly = await operationOnPlot(t.app, email);
  const { id } = fly;
  const upload = (cookie: string, files: File[], operation = id, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operations/${operation}/voo`,
      ...filesBody(files),
      headers: { ...filesBody(files).headers, cookie, ...(key && { 'idempotency-key': key }) },
    });
  return {
    ...fly,
    id,
    upload: (files: File[], key?: string) => upload(fly.cookie, files, id, key),
    uploadAs: upload,
  };
}

/** What the import left: rows and stored files. */
async function kept() {
  const files = (() => {
    try {
      return readdirSync(join(t.app.config.dataDir, 'files')).length;
    } catch {
      return 0;
    }
  })();
  return {
    imports: (await t.db.select().from(flightImports)).length,
    audits: (await t.db.select().from(flightAudits)).length,
    attachments: (await t.db.select().from(operationAttachments)).length,
    files,
  };
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected, `${actual} ≈ ${expected}`).toBeLessThan(0.001);

describe('importing the applied area', () => {
  // Each format holds the same flight over the 36 m × 1 000 m plot (3,6 ha): three passes of
  // 18 m side by side, the third outside — lines (swath 18 m, the operation's) or polygons.
  // 3 × 18 m × 1 000 m = 5,4 ha flown: 3,6 ha inside, 1,8 ha outside, no gap, no overlap.
  it.each([
    [
      'GeoJSON of lines',
      async () => ({ name: 'voo.geojson', content: geojsonFile(lineFeatures(LINES)) }),
      'GeoJSON',
      [],
    ],
    [
      'KML of polygons',
      async () => ({ name: 'Aplicacao.KML', content: kmlFile(BANDS) }),
      'KML',
      ["'Pista'"],
    ],
    ['KMZ', async () => ({ name: 'aplicacao.kmz', content: kmzFile(BANDS) }), 'KML', ["'Pista'"]],
    ['GPX track', async () => ({ name: 'dji.gpx', content: gpxFile(LINES) }), 'GPX', ["'Início'"]],
    [
      'zipped shapefile',
      async () => ({ name: 'satloc.zip', content: await shapefileZip(BANDS) }),
      'Shapefile',
      [],
    ],
    [
      'TASKDATA.XML',
      async () => ({ name: 'TASKDATA.XML', content: taskdataXml(BANDS) }),
      'ISO 11783 TaskData',
      ['PLN Contorno', 'TLG'],
    ],
    [
      'TaskData zipped',
      async () => ({ name: 'taskdata.zip', content: taskdataZip(BANDS) }),
      'ISO 11783 TaskData',
      ['PLN Contorno', 'TLG', 'TLG00001.BIN'],
    ],
  ] as const)(
    '%s: audited against the plot, the file kept',
    async (_name, make, formato, skipped) => {
      const { upload, owner, id } = await flown();
      const file = await make();
      const res = await upload([file]);
      expect(res.statusCode, res.body).toBe(201);
      const evidence = res.json();
      const f = evidence.figuras;
      close(f.aplicada_ha, 5.4);
      close(f.dentro_ha, 3.6);
      close(f.fora_ha, 1.8);
      expect([f.falhas_ha, f.sobreposicao_ha]).toEqual([expect.closeTo(0, 3), 0]);
      expect(f.fora_pct).toBeCloseTo(33.33, 1);
      expect(evidence.importacoes).toHaveLength(1);
      expect(evidence.importacoes[0].lidos[0]).toMatchObject({ formato });
      expect(evidence.importacoes[0].ignorados.map((s: { item: string }) => s.item)).toEqual(
        skipped,
      );
      // The original file is the operation's attachment, byte for byte.
      const { anexos } = (
        await owner({ method: 'GET', url: `/api/operations/${id}/anexos` })
      ).json();
      expect(anexos).toMatchObject([
        { tipo: 'dgps', nome_arquivo: file.name, tamanho: file.content.length },
      ]);
      expect(evidence.importacoes[0].anexos).toEqual([anexos[0].id]);
    },
  );

  it('reads several files at once and tells what each gave', async () => {
    const { upload } = await flown();
    const res = await upload([
      { name: 'manha.gpx', content: gpxFile(LINES.slice(0, 1)) },
      { name: 'tarde.kml', content: kmlFile([band(18, 36)]) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [imported] = res.json().importacoes;
    expect(imported.lidos).toEqual([
      { arquivo: 'manha.gpx', formato: 'GPX', poligonos: 0, linhas: 1 },
      { arquivo: 'tarde.kml', formato: 'KML', poligonos: 1, linhas: 0 },
    ]);
    expect(imported.ignorados).toEqual([
      {
        arquivo: 'manha.gpx',
        item: "'Início'",
        motivo: 'ponto isolado: não forma área nem linha de voo.',
      },
      {
        arquivo: 'tarde.kml',
        item: "'Pista'",
        motivo: 'ponto isolado: não forma área nem linha de voo.',
      },
    ]);
    // The plot covered by the two: 3,6 ha, nothing outside.
    close(res.json().figuras.dentro_ha, 3.6);
    expect(res.json().figuras.cobertura_pct).toBeCloseTo(100, 1);
  });

  it('measures overlap and gaps, and the product sprayed again at the lots’ cost once concluded', async () => {
    const { upload, owner, id, ids } = await flown();
    // Bands 0–20 m and 14–30 m: 6 m × 1 000 m = 0,6 ha twice; 30–36 m (0,6 ha) not sprayed.
    const res = await upload([
      { name: 'voo.geojson', content: geojsonFile(polygonFeatures([band(0, 20), band(14, 30)])) },
    ]);
    const f = res.json().figuras;
    close(f.sobreposicao_ha, 0.6);
    close(f.excesso_ha, 0.6);
    close(f.falhas_ha, 0.6);
    // 0,5 L/ha × 0,6 ha = 0,3 L, no cost before the stock is consumed.
    expect(res.json().produtos).toEqual([
      {
        nome: SAMPLE_REGISTERS.product.nome_comercial,
        unidade: 'L',
        quantidade: 0.3,
        custo_cents: null,
      },
    ]);
    await stockUp(owner, [
      { product_id: ids.product, lote: 'L-1', quantidade: 100, validade: '2027-12-31' },
    ]);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode, done.body).toBe(200);
    // Consumed at R$ 45,00 the litre: 0,3 L × 4 500 = 1 350 centavos.
    const after = (await owner({ method: 'GET', url: `/api/operations/${id}/voo` })).json();
    expect(after.produtos[0]).toMatchObject({ quantidade: 0.3, custo_cents: 1350 });
  });

  it('turns lines into areas only with a swath, saying so', async () => {
    const { upload, owner, id, complete } = await flown();
    await owner({
      method: 'PUT',
      url: `/api/operations/${id}`,
      payload: { ...complete, largura_faixa_m: null },
    });
    await owner({
      method: 'PUT',
      url: `/api/registers/aircraft/${complete.aircraft_id}`,
      payload: { ...SAMPLE_REGISTERS.aircraft, largura_faixa_m: null },
    });
    const res = await upload([{ name: 'voo.gpx', content: gpxFile(LINES) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.arquivos).toMatch(
      /^Nenhuma área aplicada nos arquivos\. .*sem largura da faixa na operação nem na aeronave/,
    );
    expect(await kept()).toMatchObject({ imports: 0, attachments: 0 });
  });
});

describe('refusing a malformed file: 400 naming it, nothing stored', () => {
  const huge = () =>
    geojsonFile([
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: Array.from({ length: 1_000_001 }, (_, i) => [-55.7, -12.5 + i * 1e-7]),
        },
      },
    ]);
  it.each([
    [
      'voo.kml',
      () => Buffer.from('<kml><Placemark></kml>'),
      /^voo\.kml: XML malformado \(linha 1\)\.$/,
    ],
    [
      'voo.kml',
      () => Buffer.from('<gpx></gpx>'),
      /^voo\.kml: não é um KML \(o elemento raiz é 'gpx'\)\.$/,
    ],
    ['voo.gpx', () => Buffer.from('<!DOCTYPE gpx [<!ENTITY a "aaaa">]><gpx>&a;</gpx>'), /DOCTYPE/],
    [
      'voo.geojson',
      () => Buffer.from('{"type": "FeatureCollection", "features": ['),
      /^voo\.geojson: JSON malformado\.$/,
    ],
    ['voo.json', () => Buffer.from('{"nome": "talhão"}'), /não é GeoJSON/],
    [
      'voo.zip',
      () => Buffer.from('PK\u0003\u0004 não é zip'),
      /^voo\.zip: zip corrompido ou ilegível\.$/,
    ],
    [
      'bomba.zip',
      zipBomb,
      /^bomba\.zip: o zip descompactado passa de 100 MB; nada foi descompactado\.$/,
    ],
    ['vazio.zip', () => Buffer.from(unzipSafe()), /não tem shapefile/],
    [
      'TASKDATA.XML',
      () => Buffer.from('<ISO11783_LinkList/>'),
      /falta o elemento ISO11783_TaskData/,
    ],
    ['voo.txt', () => Buffer.from('lat;lon'), /formato não reconhecido/],
    ['trilha.geojson', huge, /^trilha\.geojson: a importação passa de 1\.000\.000 coordenadas/],
  ])('%s', async (name, content, message) => {
    const { upload } = await flown();
    const before = await kept();
    const res = await upload([{ name, content: content() }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(res.json().error.fields.arquivos).toMatch(message);
    expect(await kept()).toEqual(before);
  });

  it('refuses a file over 20 MB, a good one beside it stored neither', async () => {
    const { upload } = await flown();
    const before = await kept();
    const res = await upload([
      { name: 'voo.gpx', content: gpxFile(LINES) },
      { name: 'grande.geojson', content: Buffer.alloc(20 * 1024 * 1024 + 1, 32) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.arquivos).toBe(
      'grande.geojson: arquivo maior que 20 MB; nada foi guardado.',
    );
    expect(await kept()).toEqual(before);
  });

  it('refuses more than 10 files', async () => {
    const { upload } = await flown();
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `v${i}.gpx`,
      content: gpxFile(LINES),
    }));
    const res = await upload(files);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.arquivos).toBe('Envie no máximo 10 arquivos por importação.');
  });
});

/** An empty zip: its end-of-directory record alone. */
function unzipSafe() {
  const empty = Buffer.alloc(22);
  empty.writeUInt32LE(0x06054b50, 0);
  expect(unzipSync(empty)).toEqual({});
  return empty;
}

describe('the audit, its choice, its removal and its exports', () => {
  it('keeps the office’s choice of area for the report', async () => {
    const { upload, owner, id } = await flown();
    const early = await owner({
      method: 'PUT',
      url: `/api/operations/${id}/voo/area-relatorio`,
      payload: { area_relatorio: 'medida' },
    });
    expect(early.statusCode).toBe(400);
    await upload([{ name: 'voo.kml', content: kmlFile(BANDS) }]);
    const chosen = await owner({
      method: 'PUT',
      url: `/api/operations/${id}/voo/area-relatorio`,
      payload: { area_relatorio: 'medida' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ area_relatorio: 'medida', area_declarada_ha: 120.5 });
    // The report prints the measured area (3,6 ha inside the plot) and names its source.
    const { report } = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
    expect(report.area_tratada).toEqual({ origem: 'medida', medida_ha: 3.6 });
    const { operationReportPdf } = await import('../operations/report-pdf.ts');
    const text = pdfText(await operationReportPdf(report, { compress: false }));
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Área tratada: 3,60 ha (medida nos arquivos de voo; declarada: 120,50 ha)',
    );
  });

  it.each([
    // Three passes flown north (0°).
    ['north', LINES, 0],
    // Two passes across the plot's width, one flown east and the next west: one axis, 90°.
    [
      'east and back west',
      [
        [at(0, 300), at(36, 300)],
        [at(36, 318), at(0, 318)],
      ],
      90,
    ],
  ] as const)(
    'measures the flight lines’ direction once, at import (%s): the report’s croqui reads it',
    async (_, lines, degrees) => {
      const { upload, owner, id } = await flown();
      const res = await upload([
        { name: 'voo.geojson', content: geojsonFile(lineFeatures(lines.map((l) => [...l]))) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const [audit] = await t.db.select().from(flightAudits);
      expect(audit!.direcao_voo).toBe(degrees);
      const { report } = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
      expect(report.distancias.linhas_voo_graus).toBe(degrees);
    },
  );

  it('measures again when the plot changes, and forgets an import with its files', async () => {
    const { upload, owner, id, ids } = await flown();
    const imported = (await upload([{ name: 'voo.kml', content: kmlFile(BANDS) }])).json()
      .importacoes[0];
    await owner({
      method: 'PUT',
      url: `/api/registers/properties/${ids.property}`,
      payload: {
        ...SAMPLE_REGISTERS.property,
        client_id: ids.client,
        boundary: { type: 'Polygon', coordinates: [band(0, 54)] },
      },
    });
    const again = (await owner({ method: 'GET', url: `/api/operations/${id}/voo` })).json();
    expect(again.figuras.fora_ha).toBe(0);
    close(again.figuras.dentro_ha, 5.4);
    const filesBefore = (await kept()).files;
    const removed = await owner({
      method: 'DELETE',
      url: `/api/operations/${id}/voo/${imported.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ figuras: null, formas: null, importacoes: [] });
    expect(await kept()).toEqual({ imports: 0, audits: 0, attachments: 0, files: filesBefore - 1 });
  });

  it('exports the applied area as KML, GeoJSON and a zipped shapefile', async () => {
    const { upload, owner, id, uploadAs, cookie, complete } = await flown();
    const missing = await owner({ method: 'GET', url: `/api/operations/${id}/voo/exportar/kml` });
    expect(missing.statusCode).toBe(400);
    await upload([{ name: 'voo.geojson', content: geojsonFile(lineFeatures(LINES)) }]);
    const get = (formato: string) =>
      owner({ method: 'GET', url: `/api/operations/${id}/voo/exportar/${formato}` });
    const kml = await get('kml');
    expect(kml.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(kml.headers['content-disposition']).toMatch(
      /^attachment; filename="area-aplicada-2026-\d{4}\.kml"$/,
    );
    expect(kml.body).toContain('<name>Área aplicada</name>');
    const shp = unzipSync(new Uint8Array((await get('shp')).rawPayload));
    expect(
      Object.keys(shp).filter((n) => /\.(shp|dbf|prj)$/.test(n)).length,
    ).toBeGreaterThanOrEqual(3);
    // The GeoJSON exported, imported on another operation, measures the same applied area.
    const geojson = await get('geojson');
    expect(geojson.headers['content-type']).toMatch(/^application\/geo\+json/);
    const other = await newOperation(owner, complete);
    const reread = await uploadAs(
      cookie,
      [{ name: 'exportada.geojson', content: geojson.rawPayload }],
      other,
    );
    expect(reread.statusCode, reread.body).toBe(201);
    close(reread.json().figuras.aplicada_ha, 5.4);
    expect((await get('xlsx')).statusCode).toBe(400);
  });
});

describe('who may import and read', () => {
  it('lets the pilot import on his own flight and read it without the cost; not on another’s', async () => {
    const fly = await flown();
    const member = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
    const pilot = caller(t.app, member.cookie);
    // A pilot's records need the subscription (a company with pilots pays for their seats).
    await setCompany(t.db, fly.companyId, { subscription_status: 'active' });
    const file = [{ name: 'voo.gpx', content: gpxFile(LINES) }];
    // Not his flight yet: 403, as every flight of another pilot.
    expect((await fly.uploadAs(member.cookie, file)).statusCode).toBe(403);
    expect((await pilot({ method: 'GET', url: `/api/operations/${fly.id}/voo` })).statusCode).toBe(
      403,
    );
    await linkSamplePilot(fly.owner, fly.ids.pilot, member.userId);
    const his = await fly.uploadAs(member.cookie, file);
    expect(his.statusCode, his.body).toBe(201);
    expect(JSON.stringify(his.json())).not.toContain('custo_cents');
    const choice = await pilot({
      method: 'PUT',
      url: `/api/operations/${fly.id}/voo/area-relatorio`,
      payload: { area_relatorio: 'medida' },
    });
    expect(choice.statusCode).toBe(403);
    const office = (
      await fly.owner({ method: 'GET', url: `/api/operations/${fly.id}/voo` })
    ).json();
    expect(office.produtos[0]).toHaveProperty('custo_cents', null);
  });

  it("answers another company's operation and import 404", async () => {
    const a = await flown();
    const imported = (await a.upload([{ name: 'voo.gpx', content: gpxFile(LINES) }])).json()
      .importacoes[0];
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    for (const [method, url] of [
      ['GET', `/api/operations/${a.id}/voo`],
      ['DELETE', `/api/operations/${a.id}/voo/${imported.id}`],
      ['GET', `/api/operations/${a.id}/voo/exportar/kml`],
    ] as const)
      expect((await b.owner({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    expect(
      (await a.uploadAs(b.cookie, [{ name: 'voo.gpx', content: gpxFile(LINES) }])).statusCode,
    ).toBe(404);
    expect(await kept()).toMatchObject({ imports: 1 });
  });
});

describe('an import sent with an Idempotency-Key (issue 41, decision 039)', () => {
  it('imports once and stores one file across three sends, each answered the same', async () => {
    const { upload } = await flown();
    const files = [{ name: 'voo.kml', content: kmlFile([band(0, 18)]) }];
    // The files' folder is the app's, shared by this file's tests: what this one adds.
    const filesBefore = (await kept()).files;
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push(await upload(files, 'importar-voo-0001'));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(await kept()).toEqual({ imports: 1, audits: 1, attachments: 1, files: filesBefore + 1 });
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('refuses the key sent again with another change (422), importing nothing more', async () => {
    const { upload, cookie, id } = await flown();
    const key = 'importar-voo-0002';
    const filesBefore = (await kept()).files;
    const first = await upload([{ name: 'voo.kml', content: kmlFile([band(0, 18)]) }], key);
    expect(first.statusCode, first.body).toBe(201);
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/operations/${id}/iniciar`,
      headers: { cookie, 'idempotency-key': key },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(
      'Esta chave de idempotência já foi usada em outra alteração.',
    );
    expect(await kept()).toEqual({ imports: 1, audits: 1, attachments: 1, files: filesBefore + 1 });
  });
});
