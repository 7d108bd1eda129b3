import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { operations, pilots } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { expectFieldError } from '../test/contracts.ts';
import { endTrial } from '../test/factories.ts';
import { caller, companyReadyToFly, insertOperation } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { documentNumber } from '../../domain/numbering.ts';

/** The number the helper gave an operation. */
async function numberOf(id: string) {
  const [row] = await t.db.select().from(operations).where(eq(operations.id, id));
  return documentNumber(row!);
}

const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });

const NOVEMBER = '/api/agenda?de=2026-11-01&ate=2026-12-05';

/** A company with two aircraft and two pilots, and flights around the end of November. */
async function bookedCompany(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const post = async (kind: string, payload: object) =>
    (await fly.owner({ method: 'POST', url: `/api/registers/${kind}`, payload })).json()
      .id as string;
  const secondAircraft = await post('aircraft', {
    ...SAMPLE_REGISTERS.aircraft,
    prefixo: 'PR-AGX',
    ca_validade: '2026-11-28',
  });
  const secondPilot = await post('pilots', {
    ...SAMPLE_REGISTERS.pilot,
    nome: 'Marta Lima',
    cpf: '',
  });
  const op = async (data: string, values: Partial<typeof operations.$inferInsert> = {}) =>
    (await insertOperation(t.db, fly.companyId, fly.ids, { data, status: 'agendada', ...values }))
      .id;
  const first = await op('2026-11-25');
  const second = await op('2026-11-25', { aircraft_id: secondAircraft, pilot_id: secondPilot });
  const running = await op('2026-11-26', { status: 'em_andamento' });
  await op('2026-11-20', { status: 'concluida' }); // done: not on the agenda
  await op('2026-12-20'); // outside the window
  return { ...fly, secondAircraft, secondPilot, first, second, running };
}

describe('GET /api/agenda', () => {
  it('lists scheduled and running flights, maintenance and expiring documents of the window', async () => {
    const c = await bookedCompany();
    const added = await c.owner({
      method: 'POST',
      url: '/api/agenda/manutencoes',
      payload: {
        aircraft_id: c.ids.aircraft,
        data: '2026-11-27',
        descricao: 'Inspeção de 100 horas',
      },
    });
    expect(added.statusCode).toBe(201);
    const agenda = (await c.owner({ method: 'GET', url: NOVEMBER })).json();
    expect(
      agenda.operacoes.map((o: { data: string; status: string }) => `${o.data} ${o.status}`),
    ).toEqual(['2026-11-25 agendada', '2026-11-25 agendada', '2026-11-26 em_andamento']);
    expect(agenda.operacoes[0]).toMatchObject({
      cliente: 'Agropecuária Boa Vista',
      uf: 'MT',
      aeronave: 'PR-AGV',
    });
    expect(agenda.manutencoes).toEqual([
      expect.objectContaining({
        data: '2026-11-27',
        aeronave: 'PR-AGV',
        descricao: 'Inspeção de 100 horas',
      }),
    ]);
    expect(agenda.documentos).toEqual([
      expect.objectContaining({
        register: 'aircraft',
        name: 'PR-AGX',
        document: 'Certificado de Aeronavegabilidade (CA)',
        data: '2026-11-28',
      }),
    ]);

    const byAircraft = (
      await c.owner({ method: 'GET', url: `${NOVEMBER}&aircraft_id=${c.secondAircraft}` })
    ).json();
    expect(byAircraft.operacoes.map((o: { id: string }) => o.id)).toEqual([c.second]);
    expect(byAircraft.manutencoes).toEqual([]);
    expect(byAircraft.documentos).toHaveLength(1);
    const byPilot = (
      await c.owner({ method: 'GET', url: `${NOVEMBER}&pilot_id=${c.ids.pilot}` })
    ).json();
    expect(byPilot.operacoes.map((o: { id: string }) => o.id)).toEqual([c.first, c.running]);
    expect(byPilot.manutencoes).toEqual([]);
    expect(byPilot.documentos).toEqual([]);
  });

  it('shows a pilot only the flights of their pilot record and their own documents', async () => {
    const c = await bookedCompany();
    const { cookie, userId } = await joinCompany(
      t.app,
      c.companyId,
      'pilot',
      'marta@aerosul.com.br',
    );
    const pilot = caller(t.app, cookie);
    expect((await pilot({ method: 'GET', url: NOVEMBER })).json().operacoes).toEqual([]);
    await t.db
      .update(pilots)
      .set({ user_id: userId, cma_validade: '2026-12-01' })
      .where(eq(pilots.id, c.secondPilot));
    const agenda = (await pilot({ method: 'GET', url: NOVEMBER })).json();
    expect(agenda.operacoes.map((o: { id: string }) => o.id)).toEqual([c.second]);
    expect(agenda.documentos).toEqual([
      expect.objectContaining({ register: 'pilots', name: 'Marta Lima', document: 'CMA' }),
    ]);
    // Pilots read their agenda but do not move flights or book the hangar.
    const move = await pilot({
      method: 'POST',
      url: `/api/agenda/operacoes/${c.second}/mover`,
      payload: { data: '2026-11-30' },
    });
    expect(move.statusCode).toBe(403);
  });

  it.each([
    ['/api/agenda?de=2026-11-10&ate=2026-11-01', 'ate', 'Data final deve ser depois da inicial.'],
    ['/api/agenda?de=2026-01-01&ate=2026-06-30', 'ate', 'Escolha um período de até 62 dias.'],
    [
      '/api/agenda?de=ontem&ate=2026-11-01',
      'de',
      'Data inicial: informe uma data válida (dd/mm/aaaa).',
    ],
    ['/api/agenda?de=2026-11-01&ate=2026-11-30&aircraft_id=x', 'aircraft_id', 'Aeronave inválida.'],
    ['/api/agenda/conflitos?data=amanha', 'data', 'Data: informe uma data válida (dd/mm/aaaa).'],
    ['/api/agenda/conflitos?data=2026-11-25&pilot_id=1', 'pilot_id', 'Piloto inválido.'],
  ])('400 for %s', async (url, field, message) => {
    const c = await companyReadyToFly(t.app);
    const res = await c.owner({ method: 'GET', url });
    expectFieldError(res, field, message);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: NOVEMBER })).statusCode).toBe(401);
  });
});

describe('conflicts and moving', () => {
  it('warns when the aircraft, the pilot or the hangar is taken that day', async () => {
    const c = await bookedCompany();
    await c.owner({
      method: 'POST',
      url: '/api/agenda/manutencoes',
      payload: { aircraft_id: c.ids.aircraft, data: '2026-11-27', descricao: 'Troca de óleo' },
    });
    const ask = async (query: string) =>
      (await c.owner({ method: 'GET', url: `/api/agenda/conflitos?${query}` })).json().avisos;
    expect(
      await ask(`data=2026-11-25&aircraft_id=${c.ids.aircraft}&pilot_id=${c.secondPilot}`),
    ).toEqual([
      `A aeronave já está agendada neste dia (operação ${await numberOf(c.first)}).`,
      `O piloto já está agendado neste dia (operação ${await numberOf(c.second)}).`,
    ]);
    expect(await ask(`data=2026-11-25&aircraft_id=${c.ids.aircraft}&id=${c.first}`)).toEqual([]);
    expect(await ask(`data=2026-11-27&aircraft_id=${c.ids.aircraft}`)).toEqual([
      'A aeronave tem manutenção programada neste dia.',
    ]);
    expect(await ask(`data=2026-11-28&aircraft_id=${c.ids.aircraft}`)).toEqual([]);
  });

  it('moves a flight to another day and answers the warnings of that day', async () => {
    const c = await bookedCompany();
    const move = (id: string, data: string) =>
      c.owner({ method: 'POST', url: `/api/agenda/operacoes/${id}/mover`, payload: { data } });
    const free = await move(c.first, '2026-11-30');
    expect(free.json()).toEqual({ avisos: [] });
    const [row] = await t.db.select().from(operations).where(eq(operations.id, c.first));
    expect(row!.data).toBe('2026-11-30');
    const clash = await move(c.second, '2026-11-26');
    expect(clash.statusCode).toBe(200);
    expect(clash.json().avisos).toEqual([]); // different aircraft and pilot from the running one
    const busy = await move(c.first, '2026-11-26');
    const running = await numberOf(c.running);
    expect(busy.json().avisos).toEqual([
      `A aeronave já está agendada neste dia (operação ${running}).`,
      `O piloto já está agendado neste dia (operação ${running}).`,
    ]);
    expect((await move(c.first, '2026-02-30')).json().error.fields).toEqual({
      data: 'Data: informe uma data válida (dd/mm/aaaa).',
    });
  });

  it('refuses to move a concluded flight, another company ids, or while the company cannot act', async () => {
    const c = await bookedCompany('dono@um.com.br');
    const other = await bookedCompany('dono@dois.com.br');
    const done = (await insertOperation(t.db, c.companyId, c.ids, { data: '2026-11-20' })).id;
    const move = (id: string) =>
      c.owner({
        method: 'POST',
        url: `/api/agenda/operacoes/${id}/mover`,
        payload: { data: '2026-11-30' },
      });
    expect((await move(done)).statusCode).toBe(409);
    expect((await move(other.first)).statusCode).toBe(404);
    const foreignMaintenance = await c.owner({
      method: 'POST',
      url: '/api/agenda/manutencoes',
      payload: { aircraft_id: other.ids.aircraft, data: '2026-11-27', descricao: 'Revisão' },
    });
    expect(foreignMaintenance.json().error.fields).toEqual({
      aircraft_id: 'Aeronave não encontrada.',
    });
    const theirs = await other.owner({
      method: 'POST',
      url: '/api/agenda/manutencoes',
      payload: { aircraft_id: other.ids.aircraft, data: '2026-11-27', descricao: 'Revisão' },
    });
    expect(
      (await c.owner({ method: 'DELETE', url: `/api/agenda/manutencoes/${theirs.json().id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.owner({ method: 'DELETE', url: `/api/agenda/manutencoes/${theirs.json().id}` }))
        .statusCode,
    ).toBe(204);
    await endTrial(t.db, c.companyId, new Date('2026-11-01T00:00:00Z'));
    expect((await move(c.first)).statusCode).toBe(402);
    expect((await c.owner({ method: 'GET', url: NOVEMBER })).statusCode).toBe(200);
  });
});
