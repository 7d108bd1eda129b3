import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aircraft, operations } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { endTrial, setCompany } from '../test/factories.ts';
import {
  type Caller,
  caller,
  companyReadyToFly,
  insertOperation,
  linkSamplePilot,
  newOperation,
} from '../test/operations.ts';
import { expectPdf } from '../test/pdf-text.ts';
import { joinCompany } from '../test/session.ts';

const t = useTestApp();

const postOperation = (as: Caller, payload: object) =>
  as({ method: 'POST', url: '/api/operations', payload });

async function member(companyId: string, role: 'admin' | 'pilot', email: string) {
  const { cookie, userId } = await joinCompany(t.app, companyId, role, email);
  return { call: caller(t.app, cookie), userId };
}

describe('creating and listing operations', () => {
  it('numbers operations per year, keeps products in order, computes totals', async () => {
    const { owner, complete, ids } = await companyReadyToFly(t.app);
    const first = await postOperation(owner, complete);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.operation).toMatchObject({
      numero: '2026/0001',
      status: 'agendada',
      area_ha: 120.5,
    });
    expect(body.products).toEqual([complete.products[0]]);
    expect(body.report.produtos[0]).toMatchObject({
      nome_comercial: 'Fox Xpro',
      quantidade_total: 60.25,
    });
    expect(body.faltando).toEqual([]);
    const second = await postOperation(owner, {
      client_id: ids.client,
      property_id: ids.property,
      data: '2026-11-12',
      area_ha: 80,
    });
    expect(second.json().operation.numero).toBe('2026/0002');
    expect(second.json().faltando.map((m: { field: string }) => m.field)).toContain('crop_id');

    const list = (await owner({ method: 'GET', url: '/api/operations' })).json();
    expect(list.items.map((o: { numero: string }) => o.numero)).toEqual(['2026/0002', '2026/0001']);
    expect(list.totals).toEqual({ area_ha: 200.5, horas: 1.8 });
    expect(list.items[1]).toMatchObject({
      cliente: 'Agropecuária Boa Vista',
      uf: 'MT',
      aeronave: 'PR-AGV',
      horas: 1.8,
    });

    const filtered = (
      await owner({
        method: 'GET',
        url: `/api/operations?aircraft_id=${ids.aircraft}&de=2026-11-01&ate=2026-11-11`,
      })
    ).json();
    expect(filtered.items.map((o: { numero: string }) => o.numero)).toEqual(['2026/0001']);
    // The same filters with other values: one statement for both, its values each request's.
    const period = async (de: string, ate: string) =>
      (await owner({ method: 'GET', url: `/api/operations?de=${de}&ate=${ate}` }))
        .json()
        .items.map((o: { numero: string }) => o.numero);
    expect(await period('2026-11-01', '2026-11-11')).toEqual(['2026/0001']);
    expect(await period('2026-11-12', '2026-11-30')).toEqual(['2026/0002']);
    const byStatus = (
      await owner({ method: 'GET', url: '/api/operations?status=concluida' })
    ).json();
    expect(byStatus.total).toBe(0);
  });

  it('pages 25 at a time, newest first, with totals of everything filtered on every page', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app, 'paginas@aerosul.com.br');
    // 27 concluded flights of 10 ha and 0.5 h in November, and one scheduled one the filter leaves out.
    for (let day = 1; day <= 27; day++)
      await insertOperation(t.db, companyId, ids, {
        data: `2026-11-${String(day).padStart(2, '0')}`,
        area_ha: 10,
        horimetro_inicio: 100,
        horimetro_fim: 100.5,
      });
    await insertOperation(t.db, companyId, ids, { data: '2026-11-28', status: 'agendada' });
    const page = async (pagina: number) =>
      (
        await owner({ method: 'GET', url: `/api/operations?status=concluida&pagina=${pagina}` })
      ).json();

    const first = await page(1);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ data: '2026-11-27', area_ha: 10, horas: 0.5 });
    expect(first).toMatchObject({ total: 27, totals: { area_ha: 270, horas: 13.5 }, pageSize: 25 });
    const second = await page(2);
    expect(second.items.map((o: { data: string }) => o.data)).toEqual(['2026-11-02', '2026-11-01']);
    expect(second.totals).toEqual(first.totals);
    const beyond = await page(3);
    expect(beyond).toMatchObject({ items: [], total: 27, totals: { area_ha: 270, horas: 13.5 } });
  });

  it.each([
    [{ area_ha: -10 }, 'area_ha', 'Área aplicada deve ser maior que zero.'],
    [
      { hora_inicio: '09:00', hora_fim: '08:00' },
      'hora_fim',
      'Hora de término deve ser depois da hora de início.',
    ],
    [
      { products: [{ product_id: '5f0c8a40-0000-4000-8000-000000000000', dose_por_ha: 1 }] },
      'products.0.product_id',
      'Produto não encontrado.',
    ],
    [{ vento_direcao_inicio: 'XYZ' }, 'vento_direcao_inicio', 'Direção do vento inválida.'],
  ])('answers 400 naming the field for %j, and saves nothing', async (change, field, message) => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const res = await postOperation(owner, { ...complete, ...change });
    expectFieldError(res, field, message);
    expect(await t.db.select().from(operations)).toEqual([]);
  });

  it("refuses another company's registers and a property of another client", async () => {
    const theirs = await companyReadyToFly(t.app, 'dono@outra.com.br');
    const { owner, complete, ids } = await companyReadyToFly(t.app);
    const foreign = await postOperation(owner, { ...complete, aircraft_id: theirs.ids.aircraft });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ aircraft_id: 'Aeronave não encontrada.' });
    const otherClient = (
      await owner({ method: 'POST', url: '/api/registers/clients', payload: { nome: 'Outro' } })
    ).json().id;
    const mismatch = await postOperation(owner, {
      ...complete,
      client_id: otherClient,
      property_id: ids.property,
    });
    expect(mismatch.json().error.fields).toEqual({
      property_id: 'A propriedade não pertence ao contratante escolhido.',
    });
    const wrongKind = await postOperation(owner, { ...complete, agronomist_id: ids.technician });
    expect(wrongKind.json().error.fields).toEqual({
      agronomist_id: 'Escolha um engenheiro agrônomo (com CREA).',
    });
  });
});

describe('who may see and change an operation', () => {
  it('answers 401, 404 to another company and 402 when the company cannot act', async () => {
    const { owner, complete, companyId } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, complete);
    expect((await t.app.inject({ method: 'GET', url: `/api/operations/${id}` })).statusCode).toBe(
      401,
    );
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect((await other.owner({ method: 'GET', url: `/api/operations/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.owner({ method: 'PUT', url: `/api/operations/${id}`, payload: other.complete }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.owner({ method: 'POST', url: `/api/operations/${id}/cancelar` })).statusCode,
    ).toBe(404);
    expect((await other.owner({ method: 'GET', url: '/api/operations' })).json().total).toBe(0);

    await endTrial(t.db, companyId, new Date(Date.now() - 3 * 86400_000));
    const blocked = await postOperation(owner, complete);
    expect(blocked.statusCode).toBe(402);
    expect(
      (await owner({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode,
    ).toBe(402);
    expect((await owner({ method: 'GET', url: `/api/operations/${id}` })).statusCode).toBe(200);
  });

  it('lets a pilot see, create and record weather on their own flights only', async () => {
    const { owner, complete, companyId, ids } = await companyReadyToFly(t.app);
    // Pilots act only for a subscribed company (spec part 1 §4 'Permission to act').
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    const pilot = await member(companyId, 'pilot', 'piloto@aerosul.com.br');
    await linkSamplePilot(owner, ids.pilot, pilot.userId);
    const otherPilot = (
      await owner({
        method: 'POST',
        url: '/api/registers/pilots',
        payload: { nome: 'Outro Piloto' },
      })
    ).json().id;
    const mine = await newOperation(owner, complete);
    const theirs = await newOperation(owner, { ...complete, pilot_id: otherPilot });

    expect(
      (await pilot.call({ method: 'GET', url: '/api/operations' }))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).toEqual([mine]);
    expect((await pilot.call({ method: 'GET', url: `/api/operations/${theirs}` })).statusCode).toBe(
      403,
    );
    expect(
      (await pilot.call({ method: 'PUT', url: `/api/operations/${theirs}`, payload: complete }))
        .statusCode,
    ).toBe(403);
    expect(
      (await pilot.call({ method: 'POST', url: `/api/operations/${mine}/cancelar` })).statusCode,
    ).toBe(403);

    const recorded = await pilot.call({
      method: 'PUT',
      url: `/api/operations/${mine}`,
      payload: { ...complete, temperatura_fim: 29, area_ha: 999 },
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().operation).toMatchObject({ temperatura_fim: 29, area_ha: 120.5 });

    const { pilot_id: _omit, ...withoutPilot } = complete;
    const created = await postOperation(pilot.call, withoutPilot);
    expect(created.statusCode).toBe(201);
    expect(created.json().operation.pilot_id).toBe(ids.pilot);
    const forOther = await postOperation(pilot.call, { ...complete, pilot_id: otherPilot });
    expect(forOther.statusCode).toBe(403);
  });
});

describe('concluding', () => {
  it('lists what is missing, in the order of the report', async () => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, { ...complete, hora_fim: null, agronomist_id: null });
    const res = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'OPERATION_INCOMPLETE',
      message: 'Faltam dados para concluir: Hora de término, Engenheiro agrônomo responsável.',
      fields: { hora_fim: 'Hora de término', agronomist_id: 'Engenheiro agrônomo responsável' },
    });
  });

  it('asks to confirm weather outside the window, then concludes once however often it is retried', async () => {
    const { owner, complete, ids } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, { ...complete, umidade_fim: 42 });
    const unconfirmed = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.code).toBe('WEATHER_CONFIRMATION_REQUIRED');
    expect(unconfirmed.json().error.message).toContain(
      'Umidade relativa de 42 % no término, abaixo de 50 %.',
    );

    const concludeConfirmed = () =>
      owner({
        method: 'POST',
        url: `/api/operations/${id}/concluir`,
        payload: { confirmarClima: true },
      });
    const done = await concludeConfirmed();
    expect(done.statusCode).toBe(200);
    expect(done.json().operation).toMatchObject({
      status: 'concluida',
      valor_cents: 482000, // 120,50 ha × R$ 40,00
      clima_alertas: ['Umidade relativa de 42 % no término, abaixo de 50 %.'],
    });
    const [plane] = await t.db.select().from(aircraft).where(eq(aircraft.id, ids.aircraft));
    expect(plane!.horimetro_atual).toBe(1522.1);

    // A retry (say, the answer was lost on a bad connection) changes nothing.
    await t.db.update(aircraft).set({ horimetro_atual: 1600 }).where(eq(aircraft.id, ids.aircraft));
    const retry = await concludeConfirmed();
    expect(retry.statusCode).toBe(200);
    expect(retry.json().operation.concluded_at).toBe(done.json().operation.concluded_at);
    const [after] = await t.db.select().from(aircraft).where(eq(aircraft.id, ids.aircraft));
    expect(after!.horimetro_atual).toBe(1600);
  });

  it('closes a concluded operation to edits until an owner or admin reopens it', async () => {
    const { owner, complete, companyId } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, complete);
    expect(
      (await owner({ method: 'POST', url: `/api/operations/${id}/iniciar` })).json().operation
        .status,
    ).toBe('em_andamento');
    expect(
      (await owner({ method: 'POST', url: `/api/operations/${id}/concluir` })).statusCode,
    ).toBe(200);
    const edit = await owner({ method: 'PUT', url: `/api/operations/${id}`, payload: complete });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('OPERATION_CLOSED');
    expect(
      (await owner({ method: 'POST', url: `/api/operations/${id}/cancelar` })).json().error.code,
    ).toBe('OPERATION_ACTION_INVALID');
    const admin = await member(companyId, 'admin', 'admin@aerosul.com.br');
    const reopened = await admin.call({
      method: 'POST',
      url: `/api/operations/${id}/reabrir`,
      payload: { motivo: 'Horímetro final lido errado' },
    });
    expect(reopened.json().operation).toMatchObject({
      status: 'em_andamento',
      concluded_at: null,
      valor_cents: null,
    });
    expect(
      (await owner({ method: 'PUT', url: `/api/operations/${id}`, payload: complete })).statusCode,
    ).toBe(200);
  });

  it('downloads the relatório operacional as a PDF, only within the company', async () => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, complete);
    const res = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    expectPdf(res);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-operacional-2026-0001.pdf"',
    );
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect(
      (await other.owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` })).statusCode,
    ).toBe(404);
  });

  it("judges the weather by the company's own window once it sets one", async () => {
    const { owner, complete } = await companyReadyToFly(t.app);
    const id = await newOperation(owner, { ...complete, umidade_fim: 45 });
    const window = { humidityMinPct: 40, temperatureMaxC: 32, windMinKmh: 2, windMaxKmh: 12 };
    const bad = await owner({
      method: 'PUT',
      url: '/api/company/janela-meteorologica',
      payload: { ...window, windMaxKmh: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      windMaxKmh: 'Vento máximo deve ser maior que o mínimo.',
    });
    expect(
      (await owner({ method: 'PUT', url: '/api/company/janela-meteorologica', payload: window }))
        .statusCode,
    ).toBe(200);
    expect(
      (await owner({ method: 'GET', url: '/api/me' })).json().membership.company
        .janela_meteorologica,
    ).toEqual(window);
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode).toBe(200);
    expect(done.json().operation.clima_alertas).toEqual([]);
  });
});
