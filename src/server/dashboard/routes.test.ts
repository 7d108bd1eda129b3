import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS, type SampleIds } from '../../test-support/sample-company.ts';
import { aircraft, pilots } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { endTrial } from '../test/factories.ts';
import { companyReadyToFly, insertOperation, linkSamplePilot } from '../test/operations.ts';
import { moneyKeys } from '../test/money-keys.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { stockUp } from '../test/stock-entries.ts';

// 10 Nov 2026, 12:00 in São Paulo: October's MAPA report is due (until the 15th).
const t = useTestApp({ now: new Date('2026-11-10T15:00:00Z') });

const operation = (
  companyId: string,
  ids: SampleIds,
  values: Parameters<typeof insertOperation>[3],
) => insertOperation(t.db, companyId, ids, values);

async function seed(companyId: string, ids: SampleIds) {
  const done = (data: string, area_ha: number, valor_cents: number, hours: number) =>
    operation(companyId, ids, {
      data,
      area_ha,
      valor_cents,
      horimetro_inicio: 1000,
      horimetro_fim: 1000 + hours,
    });
  // November (this month): 150.5 ha, 2 operations, R$ 15.050,00, 2.5 h.
  await done('2026-11-01', 100, 1_000_000, 1.5);
  await done('2026-11-09', 50.5, 505_000, 1);
  // October, 1 to 10 (the same days as November's so far): 100 ha, 1 operation, R$ 10.000,00,
  // 2 h. The 11th is after the same days, and the 31st is still October (the chart's, 140 ha).
  await done('2026-10-10', 100, 1_000_000, 2);
  await done('2026-10-11', 30, 300_000, 0.5);
  await done('2026-10-31', 10, 100_000, 0.5);
  // The oldest month on the chart is December 2025; November 2025 is out.
  await done('2025-12-01', 10, 100_000, 0.2);
  await done('2025-11-30', 999, 9_990_000, 9);
  // Not concluded: never counted as done work.
  await operation(companyId, ids, { data: '2026-11-05', area_ha: 70, status: 'cancelada' });
  await operation(companyId, ids, { data: '2026-11-03', area_ha: 70, status: 'agendada' });
  // The next 7 days: today to the 16th, scheduled or running.
  await operation(companyId, ids, { data: '2026-11-16', status: 'agendada' });
  await operation(companyId, ids, {
    data: '2026-11-10',
    status: 'em_andamento',
    hora_inicio: '06:30',
  });
  await operation(companyId, ids, { data: '2026-11-17', status: 'agendada' });
}

describe('GET /api/dashboard', () => {
  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("compares this month so far with the same days of the last, in São Paulo's calendar", async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    await seed(companyId, ids);
    // Another company's flights never show.
    const other = await companyReadyToFly(t.app, 'dono@outra.com.br');
    await operation(other.companyId, other.ids, {
      data: '2026-11-02',
      area_ha: 5000,
      valor_cents: 1,
    });

    const res = await owner({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('company');
    expect(body.month).toBe('nov/2026');
    expect(body.compared).toEqual({ current: '1 a 10 de novembro', previous: '1 a 10 de outubro' });
    expect(body.kpis).toEqual([
      { key: 'hectares', current: 150.5, previous: 100, change: 50.5 },
      { key: 'operations', current: 2, previous: 1, change: 100 },
      { key: 'revenue', current: 1_505_000, previous: 1_000_000, change: 50.5 },
      { key: 'hours', current: 2.5, previous: 2, change: 25 },
    ]);
    expect(body.monthly).toHaveLength(12);
    expect(body.monthly[0]).toEqual({
      month: '2025-12',
      label: 'dez/2025',
      hectares: 10,
      revenue_cents: 100_000,
    });
    expect(body.monthly[1]).toMatchObject({ month: '2026-01', hectares: 0, revenue_cents: 0 });
    expect(body.monthly.at(-2)).toMatchObject({ month: '2026-10', hectares: 140 });
    expect(body.monthly.at(-1)).toEqual({
      month: '2026-11',
      label: 'nov/2026',
      hectares: 150.5,
      revenue_cents: 1_505_000,
    });
    expect(body.upcoming.map((o: { data: string; status: string }) => [o.data, o.status])).toEqual([
      ['2026-11-10', 'em_andamento'],
      ['2026-11-16', 'agendada'],
    ]);
    expect(body.upcoming[0]).toMatchObject({
      hora_inicio: '06:30',
      client: 'Agropecuária Boa Vista',
      property: 'Fazenda Santa Rita',
      aircraft: 'PR-AGV',
      pilot: 'Carlos Mendes',
    });
    expect(body.upcoming[0].numero).toMatch(/^2026\/\d{4}$/);
    // Every month with operations and no report marked sent, oldest first (issue 45): the
    // flights of November and December 2025 were never reported either.
    expect(body.mapa).toEqual([
      {
        year: 2025,
        month: 11,
        overdue: true,
        message: 'Relatório MAPA de novembro de 2025 atrasado',
        ufs: ['MT'],
      },
      {
        year: 2025,
        month: 12,
        overdue: true,
        message: 'Relatório MAPA de dezembro de 2025 atrasado',
        ufs: ['MT'],
      },
      {
        year: 2026,
        month: 10,
        overdue: false,
        message: 'Relatório MAPA de outubro pendente',
        ufs: ['MT'],
      },
    ]);
  });

  it('answers null for the change when last month had nothing, 0 when neither had', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    await operation(companyId, ids, { data: '2026-11-02', area_ha: 30, valor_cents: 90_000 });
    const body = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(body.kpis.find((k: { key: string }) => k.key === 'hectares')).toEqual({
      key: 'hectares',
      current: 30,
      previous: 0,
      change: null,
    });
    expect(body.kpis.find((k: { key: string }) => k.key === 'hours')).toEqual({
      key: 'hours',
      current: 0,
      previous: 0,
      change: 0,
    });
  });

  it('lists documents expired or expiring within 30 days, soonest first', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    await t.db
      .update(aircraft)
      .set({ ca_validade: '2026-11-20', cva_validade: '2026-11-05', seguro_validade: '2026-12-11' })
      .where(eq(aircraft.id, ids.aircraft));
    await t.db
      .update(pilots)
      .set({ cma_validade: '2026-12-10', habilitacao_agricola_validade: '2027-06-01' })
      .where(eq(pilots.id, ids.pilot));
    const body = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(body.documents).toEqual([
      {
        register: 'aircraft',
        id: ids.aircraft,
        name: 'PR-AGV',
        document: 'CVA',
        expires: '2026-11-05',
        days: -5,
      },
      {
        register: 'aircraft',
        id: ids.aircraft,
        name: 'PR-AGV',
        document: 'Certificado de Aeronavegabilidade (CA)',
        expires: '2026-11-20',
        days: 10,
      },
      {
        register: 'pilots',
        id: ids.pilot,
        name: 'Carlos Mendes',
        document: 'CMA',
        expires: '2026-12-10',
        days: 30,
      },
    ]);
    // An archived aircraft raises no alert.
    await t.db.update(aircraft).set({ archived_at: t.now }).where(eq(aircraft.id, ids.aircraft));
    const after = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(after.documents.map((d: { document: string }) => d.document)).toEqual(['CMA']);
  });

  it("lists the stock's alerts: a balance at its minimum, lots expired or expiring", async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    await stockUp(owner, [
      { product_id: ids.product, lote: 'L-VENCIDO', quantidade: 4, validade: '2026-11-01' },
      { product_id: ids.product, lote: 'L-VENCENDO', quantidade: 6, validade: '2026-11-25' },
      { product_id: ids.product, lote: 'L-LONGE', quantidade: 10, validade: '2027-10-01' },
    ]);
    const quiet = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(quiet.stock.map((a: { tipo: string }) => a.tipo)).toEqual([
      'lote_vencido',
      'lote_vencendo',
    ]);
    const settings = await owner({
      method: 'PUT',
      url: `/api/stock/produtos/${ids.product}/configuracao`,
      payload: { minimo: 20 },
    });
    expect(settings.statusCode).toBe(200);
    const body = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(body.stock).toEqual([
      {
        tipo: 'lote_vencido',
        mensagem: 'Fox Xpro, lote L-VENCIDO (4,000 L): vencido em 01/11/2026.',
        referencia: expect.any(String),
        data: '2026-11-01',
      },
      {
        tipo: 'lote_vencendo',
        mensagem: 'Fox Xpro, lote L-VENCENDO (6,000 L): vence em 25/11/2026.',
        referencia: expect.any(String),
        data: '2026-11-25',
      },
      {
        tipo: 'estoque_baixo',
        mensagem: 'Fox Xpro: saldo 20,000 L, mínimo 20,000 L.',
        referencia: ids.product,
        data: null,
      },
    ]);
  });

  it('shows a pilot their own flights and documents, and no money or MAPA warning', async () => {
    const { owner, companyId, ids } = await companyReadyToFly(t.app);
    await seed(companyId, ids);
    const { cookie, userId } = await joinCompany(
      t.app,
      companyId,
      'pilot',
      'piloto@aerosul.com.br',
    );
    const pilot = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    // Not linked to a pilot record yet: nothing is theirs.
    const unlinked = (await pilot('/api/dashboard')).json();
    expect(unlinked.scope).toBe('pilot');
    expect(unlinked.kpis.map((k: { key: string }) => k.key)).toEqual([
      'hectares',
      'operations',
      'hours',
    ]);
    expect(unlinked.kpis[0]).toMatchObject({ current: 0, previous: 0 });
    expect(unlinked.upcoming).toEqual([]);

    await linkSamplePilot(owner, ids.pilot, userId);
    const someoneElse = (
      await owner({ method: 'POST', url: '/api/registers/pilots', payload: { nome: 'Outro' } })
    ).json().id;
    await operation(companyId, ids, { data: '2026-11-04', area_ha: 800, pilot_id: someoneElse });
    await t.db
      .update(pilots)
      .set({ cma_validade: '2026-11-30' })
      .where(eq(pilots.company_id, companyId));

    const body = (await pilot('/api/dashboard')).json();
    expect(body.kpis[0]).toEqual({ key: 'hectares', current: 150.5, previous: 100, change: 50.5 });
    // No revenue: not even its key (decision 034).
    expect(moneyKeys(body)).toEqual([]);
    expect(body.upcoming).toHaveLength(2);
    expect(body.documents.map((d: { id: string }) => d.id)).toEqual([ids.pilot]);
    expect(body.mapa).toEqual([]);
    // The company view counts everyone's flights.
    const company = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    expect(company.kpis[0].current).toBe(950.5);
    expect(company.documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Carlos Mendes',
      'Outro',
    ]);
  });

  it('stays open after the trial ends (the gate covers the working areas)', async () => {
    const { owner, companyId } = await companyReadyToFly(t.app);
    await endTrial(t.db, companyId, new Date('2026-11-01T00:00:00Z'));
    expect((await owner({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(200);
  });
});

describe("a new company's first steps", () => {
  const as = (cookie: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const DISMISS = '/api/dashboard/primeiros-passos/dispensar';

  it('are ticked as done, shown to the office until dismissed, never to a pilot', async () => {
    const { cookie, companyId } = await signUpCompany(t.app, { email: 'dono@nova.com.br' });
    const owner = as(cookie);
    const steps = async () => (await owner('GET', '/api/dashboard')).json().first_steps;
    expect(await steps()).toEqual([
      { key: 'aircraft', done: false },
      { key: 'pilots', done: false },
      { key: 'clients', done: false },
      { key: 'properties', done: false },
      { key: 'registro_mapa', done: false },
      { key: 'proposal', done: false },
    ]);
    const register = async (kind: 'aircraft' | 'pilots', payload: object) =>
      expect((await owner('POST', `/api/registers/${kind}`, payload)).statusCode).toBe(201);
    await register('aircraft', SAMPLE_REGISTERS.aircraft);
    await register('pilots', SAMPLE_REGISTERS.pilot);
    const done = (await steps()).filter((step: { done: boolean }) => step.done);
    expect(done.map((step: { key: string }) => step.key)).toEqual(['aircraft', 'pilots']);
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@nova.com.br');
    expect((await as(pilot.cookie)('GET', '/api/dashboard')).json().first_steps).toBeNull();
    expect((await as(pilot.cookie)('POST', DISMISS)).statusCode).toBe(403);
    expect((await owner('POST', DISMISS)).statusCode).toBe(204);
    expect(await steps()).toBeNull();
  });

  it('are not shown once every step is done', async () => {
    const { owner } = await companyReadyToFly(t.app, 'dono@pronta.com.br');
    const body = (await owner({ method: 'GET', url: '/api/dashboard' })).json();
    // A company ready to fly has its registers and MAPA registration; a proposal is still due.
    expect(body.first_steps?.filter((s: { done: boolean }) => !s.done)).toEqual([
      { key: 'proposal', done: false },
    ]);
  });
});
