import { describe, expect, it } from 'vitest';
import { croquiInputOf } from '../../domain/distances/croqui-input.ts';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { operations } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { PLOT, at, band, kmlFile } from '../test/flight-files.ts';
import { filesBody } from '../test/multipart.ts';
import { operationOnPlot } from '../test/operation-on-plot.ts';
import { caller, companyReadyToFly, newOperation } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { setCompany } from '../test/factories.ts';

const t = useTestApp({ now: new Date('2026-11-10T21:00:00Z') });

/** The west half of the property's 36 m × 1 000 m boundary: 18 m × 1 000 m = 1,8 ha. */
const HALF = { type: 'Polygon' as const, coordinates: [band(0, 18)] };

/** The sample company, its property bounded by PLOT (3,6 ha), an operation flown on its west half. */
async function flownOnHalf(email?: string) {
  const fly = await operationOnPlot(t.app, email);
  const { id } = fly;
  // One pass of 18 m over the west half, exactly.
  const files = [{ name: 'voo.kml', content: kmlFile([band(0, 18)]) }];
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/operations/${id}/voo`,
    ...filesBody(files),
    headers: { ...filesBody(files).headers, cookie: fly.cookie },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const setPlot = (talhao: unknown, as = fly.owner, operation = id) =>
    as({ method: 'PUT', url: `/api/operations/${operation}/talhao`, payload: { talhao } });
  return { ...fly, id, setPlot };
}

/** The audit's figures of the plot, hectares to the are (the geodesic area reads 3,6001 ha). */
const figuresOf = (res: { json: () => { figuras: Record<string, number> } }) => {
  const { talhao_ha, dentro_ha, fora_ha, falhas_ha, cobertura_pct } = res.json().figuras;
  const ha = (value: number) => Math.round(value * 100) / 100;
  return {
    talhao_ha: ha(talhao_ha!),
    dentro_ha: ha(dentro_ha!),
    fora_ha: ha(fora_ha!),
    falhas_ha: ha(falhas_ha!),
    cobertura_pct: Math.round(cobertura_pct!),
  };
};

describe("an operation's own treated plot (talhão, issue 39)", () => {
  it('measures the audit on the plot drawn, and on the whole property again once cleared', async () => {
    const { owner, id, setPlot } = await flownOnHalf();
    // The property as the plot: 3,6 ha, 1,8 ha flown inside, the east half (1,8 ha) a gap: 50 %.
    const before = await owner({ method: 'GET', url: `/api/operations/${id}/voo` });
    expect(figuresOf(before)).toEqual({
      talhao_ha: 3.6,
      dentro_ha: 1.8,
      fora_ha: 0,
      falhas_ha: 1.8,
      cobertura_pct: 50,
    });
    // The west half drawn as the plot: 1,8 ha, all of it flown (1,8 / 1,8 = 100 %), no gap.
    const drawn = await setPlot(HALF);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().talhao).toEqual(HALF);
    expect(figuresOf(drawn)).toEqual({
      talhao_ha: 1.8,
      dentro_ha: 1.8,
      fora_ha: 0,
      falhas_ha: 0,
      cobertura_pct: 100,
    });
    const [row] = await t.db.select({ talhao: operations.talhao }).from(operations);
    expect(row!.talhao).toEqual(HALF);
    // The operation's report data carries it, and its croqui draws it rather than the property.
    const { operation, report } = (
      await owner({ method: 'GET', url: `/api/operations/${id}` })
    ).json();
    expect(operation.talhao).toEqual(HALF);
    expect(report.operation.talhao).toEqual(HALF);
    expect(croquiInputOf(report).plot).toEqual(HALF);
    expect(report.propriedade.boundary).toEqual(PLOT);
    // Cleared: the whole property is the plot again.
    const cleared = await setPlot(null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().talhao).toEqual(PLOT);
    expect(figuresOf(cleared)).toMatchObject({ falhas_ha: 1.8, cobertura_pct: 50 });
    const after = (await owner({ method: 'GET', url: `/api/operations/${id}` })).json();
    expect(after.operation.talhao).toBeNull();
    expect(after.report.operation).not.toHaveProperty('talhao');
    expect(croquiInputOf(after.report).plot).toEqual(PLOT);
  });

  it('measures the Art. 10 distances from it; a version frozen before keeps the property', async () => {
    const { owner, ids, complete } = await operationOnPlot(t.app);
    // A dwelling 300 m east of the property's west edge, half-way up (IN MAPA nº 2/2008, Art. 10,
    // I, b: 250 m). From the property (east edge at 36 m): 300 − 36 = 264 m; from the west half
    // drawn as the plot (east edge at 18 m): 300 − 18 = 282 m.
    const points = await owner({
      method: 'POST',
      url: `/api/properties/${ids.property}/pontos-sensiveis`,
      payload: {
        pontos: [
          {
            tipo: 'moradia',
            nome: 'Casa do caseiro',
            geometria: { type: 'Point', coordinates: at(300, 500) },
          },
        ],
      },
    });
    expect(points.statusCode, points.body).toBe(201);
    const distances = async (operation: string) =>
      (await owner({ method: 'GET', url: `/api/operations/${operation}` })).json().report
        .distancias;
    const setPlot = (operation: string) =>
      owner({
        method: 'PUT',
        url: `/api/operations/${operation}/talhao`,
        payload: { talhao: HALF },
      });
    // A live operation: measured from its plot once drawn.
    const live = await newOperation(owner, complete);
    const before = await distances(live);
    expect(before).toMatchObject({
      medido_de: 'contorno',
      pontos: [{ distancia_m: 264, abaixo: false }],
    });
    expect((await setPlot(live)).statusCode).toBe(200);
    expect(await distances(live)).toMatchObject({
      medido_de: 'contorno',
      pontos: [{ distancia_m: 282, abaixo: false }],
    });
    // The operation form's check says the same of this operation, and the property's of a plan.
    const check = async (operation = '') =>
      (
        await owner({
          method: 'GET',
          url: `/api/distancias?property_id=${ids.property}&data=2026-11-10&operation_id=${operation}`,
        })
      ).json().pontos[0].distancia_m;
    expect(await check(live)).toBe(282);
    expect(await check()).toBe(264);
    // A concluded one: its frozen report stays as issued, measured from the property.
    const concluded = await newOperation(owner, complete);
    const done = await owner({ method: 'POST', url: `/api/operations/${concluded}/concluir` });
    expect(done.statusCode, done.body).toBe(200);
    expect((await setPlot(concluded)).statusCode).toBe(200);
    const frozen = (await owner({ method: 'GET', url: `/api/operations/${concluded}` })).json();
    expect(frozen.operation.talhao).toEqual(HALF);
    expect(frozen.report.operation).not.toHaveProperty('talhao');
    expect(frozen.report.distancias.pontos[0].distancia_m).toBe(264);
    expect(croquiInputOf(frozen.report).plot).toEqual(PLOT);
  });

  it('is cleared when the operation moves to another property (the plot was drawn on the first)', async () => {
    const { owner, id, setPlot, ids, complete } = await flownOnHalf();
    expect((await setPlot(HALF)).statusCode).toBe(200);
    const edit = (property_id: string) =>
      owner({ method: 'PUT', url: `/api/operations/${id}`, payload: { ...complete, property_id } });
    // Saved again on the same property: the plot stays.
    expect((await edit(ids.property)).json().operation.talhao).toEqual(HALF);
    const other = await owner({
      method: 'POST',
      url: '/api/registers/properties',
      payload: { ...SAMPLE_REGISTERS.property, nome: 'Fazenda Boa Vista', client_id: ids.client },
    });
    expect(other.statusCode, other.body).toBe(201);
    const moved = await edit(other.json().id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().operation.talhao).toBeNull();
  });

  const INVALID = 'Talhão inválido: envie um polígono GeoJSON.';
  it.each([
    ['not a polygon', { type: 'Point', coordinates: [-55.7, -12.5] }, 'talhao.type', INVALID],
    [
      'an open ring',
      { type: 'Polygon', coordinates: [band(0, 18).slice(0, -1)] },
      'talhao',
      'O contorno precisa ser fechado (o último vértice igual ao primeiro).',
    ],
    ['no plot sent', undefined, 'talhao', INVALID],
  ])(
    'refuses %s (400 naming talhao), keeping the plot as it was',
    async (_, talhao, field, message) => {
      const { setPlot } = await flownOnHalf();
      const res = await setPlot(talhao);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
      expect(res.json().error.message).toBe(`Dados inválidos: verifique ${field}.`);
      const [row] = await t.db.select({ talhao: operations.talhao }).from(operations);
      expect(row!.talhao).toBeNull();
    },
  );

  it("lets only the office draw it: a pilot 403, another company's operation 404", async () => {
    const a = await flownOnHalf();
    const member = await joinCompany(t.app, a.companyId, 'pilot', 'piloto@aerosul.com.br');
    await setCompany(t.db, a.companyId, { subscription_status: 'active' });
    expect((await a.setPlot(HALF, caller(t.app, member.cookie))).statusCode).toBe(403);
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect((await a.setPlot(HALF, b.owner)).statusCode).toBe(404);
    const [row] = await t.db.select({ talhao: operations.talhao }).from(operations);
    expect(row!.talhao).toBeNull();
  });
});
