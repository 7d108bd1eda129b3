import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { moneyKeys } from '../test/money-keys.ts';
import {
  caller,
  companyReadyToFly,
  linkSamplePilot,
  newOperation,
  type Caller,
} from '../test/operations.ts';
import { setCompany } from '../test/factories.ts';
import { joinCompany } from '../test/session.ts';

// Decision 034: a pilot reads and records the flights he flies without their amounts — the
// operation's price and value — in every answer: the list, the operation (with its relatório's
// data, frozen at conclusion), its versions and files, and the agenda. The server's time is
// stopped at 24/11/2026 12:00 in São Paulo.
const t = useTestApp({ now: new Date('2026-11-24T15:00:00Z') });

/** The sample company, its pilot linked to the sample pilot register, and one flight of his. */
async function flightOfPilot(change: object = {}) {
  const fly = await companyReadyToFly(t.app);
  const member = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
  await linkSamplePilot(fly.owner, fly.ids.pilot, member.userId);
  const pilot = caller(t.app, member.cookie);
  const id = await newOperation(fly.owner, { ...fly.complete, ...change });
  return { ...fly, pilot, id };
}

/** Each read of the flight, as `as` gets it (200 expected). */
async function reads(as: Caller, id: string) {
  const urls = [
    '/api/operations',
    `/api/operations/${id}`,
    `/api/operations/${id}/versoes`,
    `/api/operations/${id}/anexos`,
    '/api/agenda?de=2026-11-01&ate=2026-11-30',
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await as({ method: 'GET', url });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    answers[url] = res.json();
  }
  return answers;
}

describe("a pilot's flights have no money (decision 034)", () => {
  it('answers every read of a scheduled flight without an amount; the office with them', async () => {
    const { owner, pilot, id } = await flightOfPilot({ preco_unitario_cents: 4_500 });
    const his = await reads(pilot, id);
    for (const [url, json] of Object.entries(his)) expect(moneyKeys(json), url).toEqual([]);
    // He still reads the flight itself, and sees it on his agenda.
    expect(his[`/api/operations/${id}`]).toMatchObject({ operation: { id, area_ha: 120.5 } });
    expect(his['/api/agenda?de=2026-11-01&ate=2026-11-30']).toMatchObject({
      operacoes: [{ id }],
    });
    const office = await owner({ method: 'GET', url: `/api/operations/${id}` });
    expect(office.json().operation).toMatchObject({
      preco_unitario_cents: 4_500,
      valor_cents: null,
    });
  });

  it('leaves out the value of a concluded flight: 120,5 ha × R$ 40,00 = R$ 4.820,00 for the office only', async () => {
    const { owner, pilot, id } = await flightOfPilot();
    const done = await owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
    expect(done.statusCode, done.body).toBe(200);
    const his = await reads(pilot, id);
    for (const [url, json] of Object.entries(his)) expect(moneyKeys(json), url).toEqual([]);
    const detail = his[`/api/operations/${id}`] as { registro: { vigente: number } };
    expect(detail.registro.vigente).toBe(1);
    const office = await reads(owner, id);
    const list = office['/api/operations'] as { items: { valor_cents: number }[] };
    expect(list.items[0]!.valor_cents).toBe(482_000);
    // The relatório frozen at conclusion holds no amount, for anyone.
    const frozen = office[`/api/operations/${id}`] as { report: unknown };
    expect(moneyKeys(frozen.report)).toEqual([]);
  });

  it("answers the pilot's own records of a flight without amounts", async () => {
    const { pilot, id, complete, ids, companyId } = await flightOfPilot({
      preco_unitario_cents: 4_500,
    });
    // A pilot's records need the subscription (a company with pilots pays for their seats).
    await setCompany(t.db, companyId, { subscription_status: 'active' });
    const edited = await pilot({
      method: 'PUT',
      url: `/api/operations/${id}`,
      payload: { ...complete, hora_inicio: '07:10' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().operation).toMatchObject({ hora_inicio: '07:10' });
    expect(moneyKeys(edited.json())).toEqual([]);
    const created = await pilot({
      method: 'POST',
      url: '/api/operations',
      payload: { ...complete, pilot_id: ids.pilot },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(moneyKeys(created.json())).toEqual([]);
    const started = await pilot({ method: 'POST', url: `/api/operations/${id}/iniciar` });
    expect(started.statusCode, started.body).toBe(200);
    expect(moneyKeys(started.json())).toEqual([]);
  });

  it('refuses a pilot the office’s changes of the agenda (403), as before', async () => {
    const { pilot, id, ids } = await flightOfPilot();
    for (const call of [
      { method: 'POST', url: `/api/agenda/operacoes/${id}/mover`, payload: { data: '2026-11-12' } },
      {
        method: 'POST',
        url: '/api/agenda/manutencoes',
        payload: { aircraft_id: ids.aircraft, data: '2026-11-12', descricao: 'Revisão' },
      },
    ] as const)
      expect((await pilot(call)).statusCode, call.url).toBe(403);
  });
});
