import { describe, expect, it } from 'vitest';
import { northOfSampleProperty as north } from '../../test-support/geo.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { pdfText } from '../test/pdf-text.ts';
import { companyReadyToFly, newOperation, pilotCaller } from '../test/operations.ts';

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

// The sample property has no boundary: the distances are measured from its reference point,
// 12,5432° S 55,7211° W; the points are placed 200 m and 600 m north of it on the ellipsoid.
const dwelling = {
  tipo: 'moradia',
  nome: 'Casa do caseiro',
  geometria: { type: 'Point', coordinates: [-55.7211, north(200)] },
};
const village = {
  tipo: 'povoacao',
  nome: 'Vila Esperança',
  geometria: { type: 'Point', coordinates: [-55.7211, north(600)] },
};

async function withPoints(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const url = `/api/properties/${fly.ids.property}/pontos-sensiveis`;
  const res = await fly.owner({ method: 'POST', url, payload: { pontos: [dwelling, village] } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...fly, url, points: res.json() as { id: string }[] };
}

describe('a property’s sensitive points', () => {
  it('are added, listed, changed and removed by the office', async () => {
    const { owner, url, points, ids } = await withPoints();
    const listed = (await owner({ method: 'GET', url })).json();
    expect(listed.map((p: { nome: string }) => p.nome)).toEqual([
      'Vila Esperança',
      'Casa do caseiro',
    ]);
    expect(listed[1]).toMatchObject({ property_id: ids.property, tipo: 'moradia' });
    const changed = await owner({
      method: 'PUT',
      url: `/api/pontos-sensiveis/${points[0]!.id}`,
      payload: { ...dwelling, nome: 'Casa da sede' },
    });
    expect(changed.json().nome).toBe('Casa da sede');
    const removed = await owner({
      method: 'DELETE',
      url: `/api/pontos-sensiveis/${points[1]!.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await owner({ method: 'GET', url })).json()).toHaveLength(1);
  });

  it.each([
    ['pontos.1.nome', { ...dwelling, tipo: 'outro', nome: '' }, 'Nome é obrigatório.'],
    ['pontos.1.tipo', { ...dwelling, tipo: 'escola' }, 'Tipo de ponto sensível inválido.'],
    [
      'pontos.1.geometria',
      { ...dwelling, geometria: { type: 'LineString', coordinates: [] } },
      'Geometria inválida: envie um ponto ou um polígono GeoJSON.',
    ],
  ])('refuses %s with a pt-BR message, storing nothing', async (field, point, message) => {
    const { owner, url } = await withPoints();
    const res = await owner({ method: 'POST', url, payload: { pontos: [dwelling, point] } });
    expectFieldError(res, field, message);
    expect((await owner({ method: 'GET', url })).json()).toHaveLength(2);
  });

  it.each([
    ['tipo', { ...dwelling, tipo: 'escola' }, 'Tipo de ponto sensível inválido.'],
    ['nome', { ...dwelling, tipo: 'outro', nome: '  ' }, 'Nome é obrigatório.'],
    [
      'geometria.coordinates',
      { ...dwelling, geometria: { type: 'Point', coordinates: [-55.7211, -95] } },
      'Coordenada fora do intervalo: latitude entre -90 e 90, longitude entre -180 e 180.',
    ],
  ])(
    'refuses a change of %s with a pt-BR message, keeping the point',
    async (field, point, message) => {
      const { owner, url, points } = await withPoints();
      const res = await owner({
        method: 'PUT',
        url: `/api/pontos-sensiveis/${points[0]!.id}`,
        payload: point,
      });
      expectFieldError(res, field, message);
      const kept = (await owner({ method: 'GET', url })).json();
      expect(kept.find((p: { id: string }) => p.id === points[0]!.id)).toMatchObject(dwelling);
    },
  );

  it('are the office’s to change: a pilot reads them and gets 403 on a change', async () => {
    const { url, companyId, points } = await withPoints();
    const pilot = await pilotCaller(t.app, companyId);
    expect((await pilot({ method: 'GET', url })).statusCode).toBe(200);
    expect((await pilot({ method: 'POST', url, payload: { pontos: [dwelling] } })).statusCode).toBe(
      403,
    );
    const one = `/api/pontos-sensiveis/${points[0]!.id}`;
    expect((await pilot({ method: 'PUT', url: one, payload: dwelling })).statusCode).toBe(403);
    expect((await pilot({ method: 'DELETE', url: one })).statusCode).toBe(403);
  });

  it('of another company answer 404', async () => {
    const a = await withPoints('dono@a.com.br');
    const b = await companyReadyToFly(t.app, 'dono@b.com.br');
    expect((await b.owner({ method: 'GET', url: a.url })).statusCode).toBe(404);
    const other = `/api/pontos-sensiveis/${a.points[0]!.id}`;
    expect((await b.owner({ method: 'PUT', url: other, payload: dwelling })).statusCode).toBe(404);
    expect((await b.owner({ method: 'DELETE', url: other })).statusCode).toBe(404);
  });
});

describe('the Art. 10 check', () => {
  it('warns at planning, naming the point and the metres (IN MAPA nº 2/2008, Art. 10, I, b)', async () => {
    const { owner, ids } = await withPoints();
    const res = await owner({
      method: 'GET',
      url: `/api/distancias?property_id=${ids.property}&aircraft_id=${ids.aircraft}&data=2026-11-10`,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 200 m from the dwelling (250 m of item I, b); 600 m from the village (500 m of item I, a).
    expect(res.json()).toMatchObject({
      norma: 'IN MAPA nº 2/2008',
      avisos: [
        'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).',
      ],
    });
    expect(res.json().pontos.map((p: { distancia_m: number }) => p.distancia_m)).toEqual([
      200, 600,
    ]);
    const bad = await owner({
      method: 'GET',
      url: `/api/distancias?property_id=x&data=2026-11-10`,
    });
    expectFieldError(bad, 'property_id', 'Propriedade inválida.');
  });

  it('asks for a justification to conclude, keeps it with the operation and prints it', async () => {
    const { owner, complete } = await withPoints();
    const id = await newOperation(owner, complete);
    const conclude = (payload?: object) =>
      owner({ method: 'POST', url: `/api/operations/${id}/concluir`, payload });
    const refused = await conclude({});
    expectFieldError(
      refused,
      'justificativaDistancias',
      'Justificativa das distâncias é obrigatória.',
    );
    expect(refused.json().error.message).toContain('Casa do caseiro (moradia isolada) a 200 m');

    const done = await conclude({
      justificativaDistancias: '  Morador ausente; faixa de 300 m sem aplicação.  ',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().operation).toMatchObject({
      status: 'concluida',
      distancias_justificativa: 'Morador ausente; faixa de 300 m sem aplicação.',
      distancias_alertas: [expect.stringContaining('Casa do caseiro')],
    });
    expect(done.json().report.distancias).toMatchObject({
      medido_de: 'coordenada',
      justificativa: 'Morador ausente; faixa de 300 m sem aplicação.',
      pontos: [
        { nome: 'Casa do caseiro', distancia_m: 200, abaixo: true },
        { nome: 'Vila Esperança', distancia_m: 600, abaixo: false },
      ],
    });
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Morador ausente; faixa de 300 m sem aplicação.');
    expect(text).toContain('Casa do caseiro');
  });

  it('concludes without a justification when nothing is under its distance', async () => {
    const { owner, complete, ids } = await companyReadyToFly(t.app);
    await owner({
      method: 'POST',
      url: `/api/properties/${ids.property}/pontos-sensiveis`,
      payload: { pontos: [village] },
    });
    const id = await newOperation(owner, complete);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().operation.distancias_justificativa).toBeNull();
  });
});
